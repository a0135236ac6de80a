-- raises at its top level
error("top broke")
