import RKGeometry

extension TableView {
    /// Shows, updates or removes the section index after a reload.
    func updateSectionIndex() {
        guard let titles = sectionIndexTitleList, !titles.isEmpty else {
            indexView?.removeFromSuperview()
            indexView = nil
            return
        }
        let v = indexView ?? TableSectionIndexView()
        v.table = self
        v.titles = titles
        if indexView == nil {
            indexView = v
            addSubview(v)
        }
        setNeedsLayout()
    }

    /// Keeps the index on the trailing edge, still while the rows scroll.
    func layoutSectionIndex() {
        guard let v = indexView else { return }
        let b = bounds
        let r = Rect(
            x: b.maxX - TableSectionIndexView.width, y: b.minY + contentInset.top,
            width: TableSectionIndexView.width, height: Swift.max(0, b.height - contentInset.vertical))
        if v.frame != r { v.frame = r }
        bringSubviewToFront(v)
    }

    /// Scrolls so that the section of the index title at `index` starts at the top.
    func jumpToSectionIndexTitle(at index: Int) {
        guard let titles = sectionIndexTitleList, titles.indices.contains(index),
            let source = dataSource
        else { return }
        let s = source.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        guard sections.indices.contains(s) else { return }
        let y = Swift.min(
            Swift.max(rect(forSection: s).minY, minimumContentOffset.y), maximumContentOffset.y)
        setContentOffset(Point(x: contentOffset.x, y: y), animated: false)
    }
}
