## The texts of src/learn.
