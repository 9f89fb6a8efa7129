// Copied as it is: a folder reference copies everything.
