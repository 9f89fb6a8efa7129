public enum Kit {}
