/// How the compositor treats a layer's class: most layers draw themselves; a transform layer
/// draws nothing and flattens nothing (its sublayers keep their 3D place); a tiled layer draws
/// its contents tile by tile.
enum CompositingRole {
    case plain
    case transform
    case tiled
}
