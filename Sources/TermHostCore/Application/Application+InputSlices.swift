extension Application {
    /// Reads what the terminal has and handles it, for at most ``inputTimeBudget`` per turn: at least one
    /// event, then events until the budget is spent. The rest is handled in the turns that follow, each
    /// after the frame, the signals and the timers of the turn before, so that a backlog of input (megabytes
    /// of pasted garbage, each key doing real work) never holds a resize's frame back for longer than one
    /// slice. Nothing more is read while events wait, so the backlog stays in the terminal, not in memory.
    func readInput() {
        // Events still wait: the turn that handles them is scheduled, and the terminal keeps the rest.
        guard pendingInputStart == pendingInput.count else { return }
        pendingInput = terminal.readEvents()
        pendingInputStart = 0
        handlePendingInput()
    }

    /// Handles waiting input events until ``inputTimeBudget`` is spent; schedules the rest.
    private func handlePendingInput() {
        let start = scheduler.now
        while pendingInputStart < pendingInput.count {
            let event = pendingInput[pendingInputStart]
            pendingInputStart += 1
            if case .resize = event { _ = terminal.updateSize() }
            handle(event)
            if isStopped || scheduler.now - start >= inputTimeBudget { break }
        }
        if pendingInputStart == pendingInput.count {
            pendingInput.removeAll(keepingCapacity: false)
            pendingInputStart = 0
            // Only the end of the terminal ends the application: slow input, pieces of a paste and bytes
            // that decode to no event are proof of life, not of a vanished terminal.
            if terminal.hasHungUp { stop() }
        } else if !isStopped {
            scheduleInputContinuation()
        }
    }

    /// Goes on with the waiting input in the next turn (after the frame this turn asked for).
    private func scheduleInputContinuation() {
        guard !isInputContinuationScheduled else { return }
        isInputContinuationScheduled = true
        scheduler.schedule { [weak self] in
            guard let self else { return }
            isInputContinuationScheduled = false
            handlePendingInput()
        }
    }
}
