@_exported import Geometry
@_exported import Graphics
@_exported import Layers
@_exported import Hosts
