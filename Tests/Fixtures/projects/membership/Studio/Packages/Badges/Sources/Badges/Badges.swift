public enum Badges {}
