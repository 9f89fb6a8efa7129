public enum Glossary {}
