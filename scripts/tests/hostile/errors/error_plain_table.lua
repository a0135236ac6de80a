-- attack: error() with a plain table
-- expect: error ""
error({code = 42})
