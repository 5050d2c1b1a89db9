import Testing
import TesseraSections

@Suite("Sections and providers")
@SectionActor
struct SectionTests {
    @Test func arraySectionReportsEachOperation() {
        let root = ComposedSectionProvider()
        let section = ArraySection<Int>([1, 2, 3])
        root.append(section)
        var batches: [[SectionChange]] = []
        let observer = ChangeSetObserver { batches.append($0) }
        root.updateDelegate = observer
        defer { withExtendedLifetime(observer) {} }

        section.append(4)
        section.insert(0, at: 0)
        section.remove(at: 1)
        section.replace(at: 0, with: 9)
        section.move(from: 0, to: 3)
        section.setElements([7])
        #expect(batches == [
            [.insertElement(ElementPath(section: 0, item: 3))],
            [.insertElement(ElementPath(section: 0, item: 0))],
            [.removeElement(ElementPath(section: 0, item: 1))],
            [.updateElement(ElementPath(section: 0, item: 0))],
            [.moveElement(from: ElementPath(section: 0, item: 0), to: ElementPath(section: 0, item: 3))],
            [.reloadSection(0)],
        ])
        #expect(section.elements == [7])
    }

    @Test func batchUpdatesArriveAsOneBatch() {
        let root = ComposedSectionProvider()
        let first = ArraySection<Int>([1])
        let second = ArraySection<Int>([2])
        root.append(first)
        root.append(second)
        var batches: [[SectionChange]] = []
        let observer = ChangeSetObserver { batches.append($0) }
        root.updateDelegate = observer
        defer { withExtendedLifetime(observer) {} }
        root.performBatchUpdates {
            first.append(10)
            second.performBatchUpdates { section in
                section.remove(at: 0)
                section.append(20)
            }
        }
        #expect(batches == [[
            .insertElement(ElementPath(section: 0, item: 1)),
            .removeElement(ElementPath(section: 1, item: 0)),
            .insertElement(ElementPath(section: 1, item: 0)),
        ]])
    }

    @Test func singleElementSectionInsertsUpdatesAndRemoves() {
        let root = ComposedSectionProvider()
        let summary = SingleElementSection<String>()
        root.append(summary)
        var batches: [[SectionChange]] = []
        let observer = ChangeSetObserver { batches.append($0) }
        root.updateDelegate = observer
        defer { withExtendedLifetime(observer) {} }
        summary.setElement("a")
        summary.setElement("b")
        summary.setElement(nil)
        #expect(batches == [
            [.insertElement(ElementPath(section: 0, item: 0))],
            [.updateElement(ElementPath(section: 0, item: 0))],
            [.removeElement(ElementPath(section: 0, item: 0))],
        ])
        #expect(summary.numberOfElements == 0)
    }

    @Test func providersNestAndTranslateIndexes() {
        let root = ComposedSectionProvider()
        let header = ArraySection<Int>([0])
        let inner = ComposedSectionProvider()
        let a = ArraySection<Int>([1, 2])
        let b = ArraySection<Int>([3])
        inner.append(a)
        inner.append(b)
        root.append(header)
        root.append(inner)
        var batches: [[SectionChange]] = []
        let observer = ChangeSetObserver { batches.append($0) }
        root.updateDelegate = observer
        defer { withExtendedLifetime(observer) {} }

        b.append(4)
        #expect(batches.last == [.insertElement(ElementPath(section: 2, item: 1))])
        #expect(root.numberOfSections == 3)
        #expect(root.numberOfElements == 5)
        #expect(root.index(of: b) == 2)
        #expect(root.section(at: 1) === a)
        let location = root.location(ofElementAt: 3)
        #expect(location?.section === b && location?.sectionIndex == 2 && location?.item == 0)
        #expect(root.position(ofElement: 1, inSectionAt: 2) == 4)

        let c = ArraySection<Int>([5, 6])
        inner.insert(c, at: 0)
        #expect(batches.last == [
            .insertSection(1), .insertElement(ElementPath(section: 1, item: 0)), .insertElement(ElementPath(section: 1, item: 1)),
        ])
        #expect(root.index(of: b) == 3)

        root.remove(inner)
        #expect(batches.last == [.removeSection(1), .removeSection(1), .removeSection(1)])
        #expect(root.numberOfSections == 1)
        #expect(root.index(of: b) == nil)
        #expect(inner.updateDelegate == nil)
    }

    /// A provider of one's own: two sections side by side, nothing more than the protocol asks.
    final class PairProvider: SectionProvider, SectionUpdateDelegate {
        let first: any Section
        let second: any Section
        weak var updateDelegate: (any SectionProviderUpdateDelegate)?

        init(_ first: any Section, _ second: any Section) {
            self.first = first
            self.second = second
            first.updateDelegate = self
            second.updateDelegate = self
        }

        var numberOfSections: Int { 2 }
        var numberOfElements: Int { first.numberOfElements + second.numberOfElements }
        var sections: [any Section] { [first, second] }
        func section(at index: Int) -> any Section { index == 0 ? first : second }

        func willBeginUpdating(_ section: any Section) { updateDelegate?.willBeginUpdating(self) }
        func didEndUpdating(_ section: any Section) { updateDelegate?.didEndUpdating(self) }
        func section(_ section: any Section, didInsertElementAt index: Int) {}
        func section(_ section: any Section, didRemoveElementAt index: Int) {}
        func section(_ section: any Section, didUpdateElementAt index: Int) {}
        func section(_ section: any Section, didMoveElementAt index: Int, to newIndex: Int) {}
        func invalidateAll(_ section: any Section) {}
    }

    @Test func aProviderOfOnesOwnIsFoundInsideOthers() {
        let root = ComposedSectionProvider()
        let header = ArraySection<Int>([0])
        let a = ArraySection<Int>([1])
        let b = ArraySection<Int>([2, 3])
        let pair = PairProvider(a, b)
        let segmented = SegmentedSectionProvider()
        let inSegment = ArraySection<Int>([4])
        root.append(header)
        root.append(pair)
        segmented.append(inSegment)
        root.append(segmented)

        // Found through the provider of one's own, by the protocol's default.
        #expect(pair.index(of: b) == 1)
        #expect(root.index(of: a) == 1)
        #expect(root.index(of: b) == 2)
        #expect(root.index(of: inSegment) == 3)
        #expect(root.index(of: ArraySection<Int>([9])) == nil)
        #expect(root.sectionOffset(ofChild: segmented) == 3)
        #expect(pair.sectionOffset(ofChild: segmented) == nil)
    }

    @Test func segmentedProviderShowsOneChildAtATime() {
        let root = ComposedSectionProvider()
        let tabs = SegmentedSectionProvider()
        let open = ArraySection<Int>([1, 2])
        let closedProvider = ComposedSectionProvider()
        let closedA = ArraySection<Int>([3])
        let closedB = ArraySection<Int>([])
        closedProvider.append(closedA)
        closedProvider.append(closedB)
        tabs.append(open)
        tabs.append(closedProvider)
        root.append(tabs)
        let recorder = BatchRecorder(root)
        let before = snapshot(root)
        #expect(before == [[1, 2]])

        closedA.append(9)  // not shown: nothing reported
        #expect(recorder.batches.isEmpty)
        tabs.currentIndex = 1
        #expect(snapshot(root) == [[3, 9], []])
        #expect(recorder.replay(on: before) == [[3, 9], []])
        #expect(root.index(of: closedB) == 1)
        #expect(root.index(of: open) == nil)

        let middle = snapshot(root)
        recorder.reset()
        tabs.removeChild(at: 1)
        #expect(tabs.currentIndex == 0)
        #expect(recorder.replay(on: middle) == [[1, 2]])
    }

    @Test func replaceWithADiffReportsOnlyWhatChanged() {
        let root = ComposedSectionProvider()
        let section = ArraySection<Int>(Array(0..<100))
        root.append(section)
        let recorder = BatchRecorder(root)
        let before = snapshot(root)
        var target = Array(0..<100)
        target.remove(at: 50)
        target.insert(500, at: 10)
        target.swapAt(3, 90)
        section.replace(with: target)
        #expect(section.elements == target)
        #expect(recorder.batches.count == 1)
        #expect(recorder.changeCount <= 4)
        #expect(recorder.replay(on: before) == [target])
    }
}
