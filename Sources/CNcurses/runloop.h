#ifndef TERMHOST_RUNLOOP_H
#define TERMHOST_RUNLOOP_H

/*
 * Foundation's main run loop (CoreFoundation's CFRunLoop), reached through weak references: when a program
 * links Foundation's run loop (it uses Timer, RunLoop or a main-queue notification observer; a dynamically
 * linked program always does), these resolve and TermHost's main-thread loop serves it in every turn; when it
 * does not (a statically linked program that never uses them), they stay null and pull nothing into the link.
 * The declarations are CoreFoundation's own (CFRunLoopRunInMode, CFRunLoopGetNextTimerFireDate,
 * CFAbsoluteTimeGetCurrent, kCFRunLoopDefaultMode), with opaque pointer types.
 */

extern int CFRunLoopRunInMode(const void *mode, double seconds, unsigned char returnAfterSourceHandled) __attribute__((weak));
extern void *CFRunLoopGetCurrent(void) __attribute__((weak));
extern double CFRunLoopGetNextTimerFireDate(void *runLoop, const void *mode) __attribute__((weak));
extern double CFAbsoluteTimeGetCurrent(void) __attribute__((weak));
extern const void *const kCFRunLoopDefaultMode __attribute__((weak));

/* Whether the program links CoreFoundation's run loop. */
static inline int th_cf_run_loop_linked(void) {
    return CFRunLoopRunInMode != 0 && CFRunLoopGetCurrent != 0 && CFRunLoopGetNextTimerFireDate != 0
        && CFAbsoluteTimeGetCurrent != 0 && &kCFRunLoopDefaultMode != 0;
}

/* Runs the current thread's run loop once in the default mode, without waiting: its due timers and sources. */
static inline void th_cf_run_loop_serve(void) {
    if (!th_cf_run_loop_linked()) return;
    (void)CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, 0);
}

/* Seconds until the current thread's run loop's next timer in the default mode, or -1 when it has none. */
static inline double th_cf_run_loop_next_timer(void) {
    if (!th_cf_run_loop_linked()) return -1;
    double next = CFRunLoopGetNextTimerFireDate(CFRunLoopGetCurrent(), kCFRunLoopDefaultMode);
    if (next == 0) return -1;
    double wait = next - CFAbsoluteTimeGetCurrent();
    return wait < 0 ? 0 : wait;
}

#endif
