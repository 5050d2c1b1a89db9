extension HeckelDiff {
    /// The steps when one end of the middle moved to the other end, or its two ends swapped,
    /// found by comparing, in one pass and without hashing: a row dragged to the top or the
    /// bottom, or two rows exchanged, whatever the distance between them. Nil when it is neither.
    ///
    /// Each moved element must occur nowhere else in the middle: then it pairs with its copy at
    /// the other end, as pairing in order would pair it, every other element pairs with itself
    /// and stays, and the steps are the ones the general path would give.
    @inlinable
    static func endMoveSteps<Element: Equatable>(
        from old: UnsafeBufferPointer<Element>,
        to new: UnsafeBufferPointer<Element>,
        offset: Int
    ) -> [Step]? {
        let count = old.count
        guard count == new.count, count >= 2 else { return nil }
        let last = count - 1
        if old[0] == new[last],
            old[1...].elementsEqual(new[..<last]),
            !new[..<last].contains(old[0])
        {
            return [.move(from: offset, to: offset + last)]
        }
        if old[last] == new[0],
            old[..<last].elementsEqual(new[1...]),
            !new[1...].contains(old[last])
        {
            return [.move(from: offset + last, to: offset)]
        }
        // With at least two elements between the ends, those are the one longest run that kept
        // its order, so they stay and both ends move. (With one, the general path keeps an end.)
        if count >= 4, old[0] == new[last], old[last] == new[0],
            old[1..<last].elementsEqual(new[1..<last]),
            !new[1..<last].contains(where: { $0 == old[0] || $0 == old[last] })
        {
            return [.move(from: offset, to: offset + last), .move(from: offset + last - 1, to: offset)]
        }
        return nil
    }
}
