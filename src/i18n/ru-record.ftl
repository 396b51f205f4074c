## The texts of src/record.
