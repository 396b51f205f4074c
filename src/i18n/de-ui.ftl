## The German of the game texts added beside en.ftl while de.ftl was being written.
