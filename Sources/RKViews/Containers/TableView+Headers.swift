import RKGeometry

extension TableView {
    /// Shows the headers and footers of the sections in view, pinning plain headers.
    func layoutHeadersAndFooters() {
        let b = bounds
        var wanted: Set<Int> = []
        if let first = section(at: b.minY) {
            var s = first
            while s < sections.count, rect(forSection: s).minY < b.maxY {
                wanted.insert(s)
                s += 1
            }
        }
        for (s, v) in headerViews where !wanted.contains(s) {
            recycleExtra(v)
            headerViews[s] = nil
        }
        for (s, v) in footerViews where !wanted.contains(s) {
            recycleExtra(v)
            footerViews[s] = nil
        }
        for s in wanted.sorted() {
            let sectionRect = rect(forSection: s)
            let info = sections[s]
            if info.headerHeight > 0, let v = headerViews[s] ?? makeExtra(section: s, header: true) {
                headerViews[s] = v
                var y = sectionRect.minY
                if style == .plain {
                    // Pinned at the top while the section is under it, pushed up by the next.
                    let top = b.minY + contentInset.top
                    y = Swift.min(Swift.max(y, top), sectionRect.maxY - info.footerHeight - info.headerHeight)
                    y = Swift.max(y, sectionRect.minY)
                }
                let r = Rect(x: 0, y: y, width: b.width, height: info.headerHeight)
                if v.frame != r { v.frame = r }
                if v.superview !== self { addSubview(v) }
                bringSubviewToFront(v)
            }
            if info.footerHeight > 0, let v = footerViews[s] ?? makeExtra(section: s, header: false) {
                footerViews[s] = v
                let r = Rect(
                    x: 0, y: sectionRect.maxY - info.footerHeight, width: b.width, height: info.footerHeight)
                if v.frame != r { v.frame = r }
                if v.superview !== self { addSubview(v) }
            }
        }
    }

    private func makeExtra(section s: Int, header: Bool) -> View? {
        let custom =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: s)
            : tableDelegate?.tableView(self, viewForFooterInSection: s)
        if let custom { return custom }
        guard let title = header ? sections[s].headerTitle : sections[s].footerTitle else { return nil }
        let v = headerFooterPool.popLast() ?? TableViewHeaderFooterView(reuseIdentifier: nil)
        v.isHidden = false
        v.configure(title: title, footer: !header, style: style)
        return v
    }

    private func recycleExtra(_ v: View) {
        if let standard = v as? TableViewHeaderFooterView, standard.reuseIdentifier == nil {
            standard.isHidden = true
            headerFooterPool.append(standard)
        } else {
            v.removeFromSuperview()
        }
    }

    /// Places ``tableHeaderView`` above the sections and ``tableFooterView`` below them.
    func layoutTableHeaderAndFooter() {
        if let v = tableHeaderView {
            v.frame = Rect(x: 0, y: 0, width: bounds.width, height: v.frame.height)
        }
        if let v = tableFooterView {
            v.frame = Rect(
                x: 0, y: contentHeight - v.frame.height, width: bounds.width, height: v.frame.height)
        }
    }
}
