-- The project's own pl.utils (project_penlight_spec.lua): not Penlight's, which busted
-- loaded before any spec.
return {whose = "the project's"}
