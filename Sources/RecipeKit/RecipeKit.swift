@_exported import Geometry
@_exported import Motion
@_exported import MainLoop
@_exported import Graphics
@_exported import Layers
@_exported import Views
@_exported import Recipes
@_exported import Hosts
