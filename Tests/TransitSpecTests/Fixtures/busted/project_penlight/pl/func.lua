-- The project's own pl.func (project_penlight_spec.lua): not Penlight's.
return {whose = "the project's"}
