## The texts of src/online.
