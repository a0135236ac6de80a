-- attack: error() with a coroutine as the value
-- expect: error ""
error(coroutine.create(function() end))
