-- raises at its top level, naming the level above its chunk
error("from the top, level 2", 2)
