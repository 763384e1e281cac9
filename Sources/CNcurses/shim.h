#ifndef TERMHOST_CNCURSES_SHIM_H
#define TERMHOST_CNCURSES_SHIM_H

/* Wide-character ncurses only: setcchar, mvadd_wch, get_wch. */
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <wchar.h>
#include <stdio.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <unistd.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <sys/syscall.h>
#include <time.h>

/* Macros and globals that Swift cannot import directly, wrapped as static inline functions. */

static inline WINDOW *th_stdscr(void) { return stdscr; }
static inline WINDOW *th_curscr(void) { return curscr; }
static inline int th_lines(void) { return LINES; }
static inline int th_cols(void) { return COLS; }
static inline int th_colors(void) { return COLORS; }
static inline int th_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t th_color_pair(int n) { return (attr_t)COLOR_PAIR(n); }
static inline void th_getmaxyx(WINDOW *w, int *y, int *x) { int yy, xx; getmaxyx(w, yy, xx); *y = yy; *x = xx; }
static inline int th_key_code_yes(void) { return KEY_CODE_YES; }
static inline int th_err(void) { return ERR; }
static inline int th_ok(void) { return OK; }

static inline attr_t th_a_normal(void) { return A_NORMAL; }
static inline attr_t th_a_bold(void) { return A_BOLD; }
static inline attr_t th_a_dim(void) { return A_DIM; }
static inline attr_t th_a_italic(void) { return A_ITALIC; }
static inline attr_t th_a_underline(void) { return A_UNDERLINE; }
static inline attr_t th_a_reverse(void) { return A_REVERSE; }
static inline attr_t th_a_invis(void) { return A_INVIS; }
#ifdef WA_STRIKEOUT
static inline attr_t th_a_strikeout(void) { return WA_STRIKEOUT; }
#else
static inline attr_t th_a_strikeout(void) { return 0; }
#endif

static inline mmask_t th_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t th_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t th_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t th_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t th_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t th_button2_released(void) { return BUTTON2_RELEASED; }
static inline mmask_t th_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t th_button3_released(void) { return BUTTON3_RELEASED; }
static inline mmask_t th_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t th_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t th_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t th_button_shift(void) { return BUTTON_SHIFT; }
static inline mmask_t th_button_ctrl(void) { return BUTTON_CTRL; }
static inline mmask_t th_button_alt(void) { return BUTTON_ALT; }

/* ACS line-drawing characters (the acs_map global is not importable). */
static inline chtype th_acs_ulcorner(void) { return ACS_ULCORNER; }
static inline chtype th_acs_urcorner(void) { return ACS_URCORNER; }
static inline chtype th_acs_llcorner(void) { return ACS_LLCORNER; }
static inline chtype th_acs_lrcorner(void) { return ACS_LRCORNER; }
static inline chtype th_acs_hline(void) { return ACS_HLINE; }
static inline chtype th_acs_vline(void) { return ACS_VLINE; }

/* Builds a cchar_t from up to CCHARW_MAX scalars with an extended colour pair. */
static inline int th_setcchar(cchar_t *cell, const wchar_t *chars, attr_t attrs, int pair) {
    return setcchar(cell, chars, attrs, 0, &pair);
}

/* Puts the printable ASCII character `character` (0x20 to 0x7E, which setcchar always takes) at (y, x)
 * of `window`, as setcchar and mvwadd_wch do, without an array for its characters. (Any other character
 * goes through NcursesTerminal.characterCell, which replaces one setcchar rejects.) */
static inline int th_mvwadd_ascii(WINDOW *window, int y, int x, wchar_t character, attr_t attrs, int pair) {
    cchar_t cell = { 0 };
    wchar_t chars[2] = { character, 0 };
    (void)setcchar(&cell, chars, attrs, 0, &pair);
    return mvwadd_wch(window, y, x, &cell);
}

/* Bytes ncurses produces for TermHost to send itself (the grapheme clusters ncurses cannot store):
 * vid_puts and tputs write them here, through th_collect, so that ncurses records the attributes
 * they set as current while the bytes go out in TermHost's order. Main thread only. */
#define TH_COLLECT_CAPACITY 4096
typedef struct {
    size_t length;
    char bytes[TH_COLLECT_CAPACITY];
} th_collected_output;

static inline th_collected_output *th_collected(void) {
    static th_collected_output output;
    return &output;
}

static inline int th_collect(int byte) {
    th_collected_output *output = th_collected();
    if (output->length >= TH_COLLECT_CAPACITY) return ERR;
    output->bytes[output->length++] = (char)byte;
    return OK;
}

/* Collects the sequence that sets the attributes and colour pair (ncurses records them as current). */
static inline int th_collect_attributes(attr_t attrs, int pair) {
    return vid_puts(attrs, (short)(pair <= 32767 ? pair : 0), &pair, th_collect);
}

/* Collects the cursor-addressing sequence to (y, x). */
static inline int th_collect_move(int y, int x) {
    char *cup = tigetstr("cup");
    if (cup == NULL || cup == (char *)-1) return ERR;
    return tputs(tiparm(cup, y, x), 1, th_collect);
}

/* Makes ncurses believe the terminal shows something else at (y, x), so that the next doupdate writes
 * that cell again (after TermHost wrote over it). */
static inline void th_forget_physical_cell(int y, int x) {
    cchar_t cell;
    wchar_t text[2] = { L'?', 0 };
    setcchar(&cell, text, A_INVIS | A_DIM | A_BLINK, 0, NULL);
    (void)mvwadd_wch(curscr, y, x, &cell);
}

/* Whether the cell at (y, x) of `window` is a plain blank (a space without attributes or colours). */
static inline int th_is_plain_blank(WINDOW *window, int y, int x) {
    cchar_t cell;
    int cursorY = getcury(window), cursorX = getcurx(window);
    int found = mvwin_wch(window, y, x, &cell);
    (void)wmove(window, cursorY, cursorX);
    if (found == ERR) return 1;
    wchar_t text[CCHARW_MAX + 1];
    attr_t attrs = 0;
    short pair = 0;
    int extended = 0;
    if (getcchar(&cell, text, &attrs, &pair, &extended) == ERR) return 0;
    return text[0] == L' ' && text[1] == 0 && (attrs & ~A_COLOR) == 0 && pair == 0 && extended == 0;
}

/* The C library's display width of one scalar (wcwidth is hidden behind feature macros for Swift). */
static inline int th_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }

/* True on the process's main thread (Linux: the thread whose id is the process id). */
static inline int th_is_main_thread(void) { return (pid_t)syscall(SYS_gettid) == getpid(); }

/* The Dispatch main queue served by the calling thread, as CoreFoundation's run loop serves it on Linux.
 * Until dispatch_main is called, libdispatch keeps the main queue bound to the main thread and, whenever
 * work is queued on it, makes a descriptor (an eventfd) readable; the main thread drains the queue with
 * the callback. th_main_queue_descriptor returns that descriptor (-1 where there is none), and
 * th_main_queue_drain reads the wake-up count and runs the work queued (main thread only). */
#if defined(__linux__)
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);
static inline int th_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }
static inline void th_main_queue_drain(int descriptor) {
    unsigned long long count;
    while (read(descriptor, &count, sizeof count) < 0 && errno == EINTR) {}
    _dispatch_main_queue_callback_4CF(NULL);
}
#else
static inline int th_main_queue_descriptor(void) { return -1; }
static inline void th_main_queue_drain(int descriptor) { (void)descriptor; }
#endif

static inline int th_ccharw_max(void) { return CCHARW_MAX; }

/* An anonymous in-memory file, closed on exec (memfd_create, reached through syscall because glibc
 * declares it only with _GNU_SOURCE); -1 when the kernel has none. */
static inline int th_memfd(void) { return (int)syscall(SYS_memfd_create, "termhost-output", 1U /* MFD_CLOEXEC */); }

/* Mouse masks of any button (1-5) by event kind, for decoding getmouse reports. */
static inline mmask_t th_mouse_pressed(int button) { return NCURSES_MOUSE_MASK(button, NCURSES_BUTTON_PRESSED); }
static inline mmask_t th_mouse_released(int button) { return NCURSES_MOUSE_MASK(button, NCURSES_BUTTON_RELEASED); }
static inline mmask_t th_mouse_clicked(int button) {
    return NCURSES_MOUSE_MASK(button, NCURSES_BUTTON_CLICKED)
         | NCURSES_MOUSE_MASK(button, NCURSES_DOUBLE_CLICKED)
         | NCURSES_MOUSE_MASK(button, NCURSES_TRIPLE_CLICKED);
}

/* The current terminfo entry (cur_term is a global Swift 6 cannot touch). */
static inline TERMINAL *th_cur_term(void) { return cur_term; }

/* True when tigetstr returned a real string (not NULL, not the (char *)-1 "not a string capability"). */
static inline int th_is_string_capability(const char *value) { return value != NULL && value != (char *)-1; }

/* Key code returned by wget_wch for function key n, and the highest standard key code. */
static inline int th_key_f(int n) { return KEY_F(n); }
static inline int th_key_max(void) { return KEY_MAX; }

/* Crash restore: gives the terminal back when the process dies of a fatal signal (a Swift runtime trap
 * is SIGILL or SIGTRAP, a failed precondition in C code SIGABRT, a bad pointer SIGSEGV or SIGBUS).
 *
 * A signal handler may only call async-signal-safe functions and must not touch Swift objects, so the
 * bytes that leave the screen (rmcup, cnorm, mouse and bracketed paste off ...) and the TTY modes to put
 * back are computed when the terminal starts and kept here, in C static storage: the one piece of
 * process-wide mutable state in TermHost, justified because a crashing process has nothing else left.
 * The handler writes the bytes with write(2), restores the modes with tcsetattr, puts the previous action
 * back (the default, or the Swift runtime's backtracer) and lets the signal take its course.
 * Only the TermHost module calls these functions (each Swift module importing this header would get a
 * storage of its own). */

#define TH_CRASH_RESTORE_CAPACITY 512
#define TH_CRASH_SIGNAL_COUNT 6

typedef struct {
    volatile sig_atomic_t armed;
    int fd;
    int has_modes;
    struct termios modes;
    size_t length;
    char bytes[TH_CRASH_RESTORE_CAPACITY];
    int installed;
    struct sigaction previous[TH_CRASH_SIGNAL_COUNT];
} th_crash_restore_state;

static inline th_crash_restore_state *th_crash_state(void) {
    static th_crash_restore_state state;
    return &state;
}

static inline int th_crash_signal(int index) {
    static const int signals[TH_CRASH_SIGNAL_COUNT] = { SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE };
    return signals[index];
}

/* Writes the saved bytes and modes back once (async-signal-safe). */
static inline void th_crash_restore_now(void) {
    th_crash_restore_state *state = th_crash_state();
    if (!state->armed) return;
    state->armed = 0;
    size_t done = 0;
    int flushed = 0;
    int attempts = 0;
    while (done < state->length && attempts < 1000) {
        attempts++;
        ssize_t written = write(state->fd, state->bytes + done, state->length - done);
        if (written > 0) done += (size_t)written;
        else if (written < 0 && errno == EINTR) continue;
        else if (written < 0 && errno == EAGAIN && !flushed) {
            /* A terminal that stopped reading: drop the screen it has not taken, then give it back. */
            (void)tcflush(state->fd, TCOFLUSH);
            flushed = 1;
        }
        else if (written < 0 && errno == EAGAIN) { struct timespec pause = { 0, 1000000 }; (void)nanosleep(&pause, NULL); }
        else break;
    }
    if (state->has_modes) (void)tcsetattr(state->fd, TCSANOW, &state->modes);
}

/* The output capture's part of a crash: while standard output and error are a pipe (see OutputCapture),
 * a crash message (a Swift runtime error is written to standard error just before the trap) would stay
 * in the pipe or in the capture's Swift buffer. The reader copies every chunk into this ring of the
 * newest TH_CAPTURE_TAIL bytes; the crash handler puts the descriptors back and writes the ring and what
 * is left in the pipe to the terminal, after the restore sequence. Torn bytes from a reader caught
 * mid-copy are possible and harmless in a dying process. The same storage rule as below applies: every
 * call is made from one Swift file (NcursesCrashRestore.swift), as each compiled file gets a copy. */

#define TH_CAPTURE_TAIL 65536

typedef struct {
    volatile sig_atomic_t active;
    int count;
    int targets[2];
    int copies[2];
    int read_fd;
    unsigned long total;
    char tail[TH_CAPTURE_TAIL];
} th_capture_state;

static inline th_capture_state *th_capture(void) {
    static th_capture_state state;
    return &state;
}

/* Records the descriptors to put back on a crash (count is 1 or 2) and starts an empty ring. */
static inline void th_capture_install(int count, const int *targets, const int *copies, int read_fd) {
    th_capture_state *state = th_capture();
    state->active = 0;
    state->count = count > 2 ? 2 : count;
    for (int i = 0; i < state->count; i++) { state->targets[i] = targets[i]; state->copies[i] = copies[i]; }
    state->read_fd = read_fd;
    state->total = 0;
    state->active = 1;
}

/* The capture ended normally: nothing to do on a crash. */
static inline void th_capture_remove(void) { th_capture()->active = 0; }

/* Copies bytes the reader took into the ring. */
static inline void th_capture_tail_append(const void *bytes, size_t length) {
    th_capture_state *state = th_capture();
    const char *from = (const char *)bytes;
    if (length > TH_CAPTURE_TAIL) { from += length - TH_CAPTURE_TAIL; state->total += length - TH_CAPTURE_TAIL; length = TH_CAPTURE_TAIL; }
    size_t start = state->total % TH_CAPTURE_TAIL;
    size_t first = length < TH_CAPTURE_TAIL - start ? length : TH_CAPTURE_TAIL - start;
    memcpy(state->tail + start, from, first);
    memcpy(state->tail, from + first, length - first);
    state->total += length;
}

static inline void th_capture_write_all(int fd, const char *bytes, size_t length) {
    size_t done = 0;
    int attempts = 0;
    while (done < length && attempts++ < 1000) {
        ssize_t written = write(fd, bytes + done, length - done);
        if (written > 0) done += (size_t)written;
        else if (written < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        else return;
    }
}

/* Puts the standard descriptors back and writes the captured tail and the pipe's rest (async-signal-safe). */
static inline void th_capture_restore_now(void) {
    th_capture_state *state = th_capture();
    if (!state->active) return;
    state->active = 0;
    for (int i = 0; i < state->count; i++) (void)dup2(state->copies[i], state->targets[i]);
    int out = state->targets[0];
    unsigned long total = state->total;
    if (total > TH_CAPTURE_TAIL) {
        size_t start = total % TH_CAPTURE_TAIL;
        th_capture_write_all(out, state->tail + start, TH_CAPTURE_TAIL - start);
        th_capture_write_all(out, state->tail, start);
    } else {
        th_capture_write_all(out, state->tail, (size_t)total);
    }
    char rest[4096];
    for (int rounds = 0; rounds < 1024; rounds++) {
        ssize_t count = read(state->read_fd, rest, sizeof rest);
        if (count <= 0) break;
        th_capture_write_all(out, rest, (size_t)count);
    }
}

static inline void th_crash_handler(int sig, siginfo_t *info, void *context) {
    (void)context;
    th_crash_restore_now();
    th_capture_restore_now();
    th_crash_restore_state *state = th_crash_state();
    for (int i = 0; i < TH_CRASH_SIGNAL_COUNT; i++) {
        if (th_crash_signal(i) == sig) (void)sigaction(sig, &state->previous[i], NULL);
    }
    /* A fault (SIGILL, SIGSEGV ...) happens again when the handler returns, now with the previous action.
     * A signal that was sent (abort, kill) or a breakpoint trap is raised again: it stays pending while
     * this handler runs and is delivered on return. */
    if (sig == SIGABRT || sig == SIGTRAP || info == NULL || info->si_code <= 0) (void)raise(sig);
}

/* Saves what to write and which modes to restore on `fd`, and installs the handler for the fatal signals
 * (once; later calls only replace the saved state). `modes` may be NULL. Returns 0, or -1 when the bytes
 * do not fit. */
static inline int th_crash_restore_install(int fd, const char *bytes, size_t length, const struct termios *modes) {
    th_crash_restore_state *state = th_crash_state();
    if (length > TH_CRASH_RESTORE_CAPACITY) return -1;
    state->armed = 0;
    state->fd = fd;
    memcpy(state->bytes, bytes, length);
    state->length = length;
    state->has_modes = modes != NULL;
    if (modes != NULL) state->modes = *modes;
    if (!state->installed) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = th_crash_handler;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        for (int i = 0; i < TH_CRASH_SIGNAL_COUNT; i++) {
            (void)sigaction(th_crash_signal(i), &action, &state->previous[i]);
        }
        state->installed = 1;
    }
    state->armed = 1;
    return 0;
}

/* Disarms the handler and puts the previous actions back (the terminal was restored normally). */
static inline void th_crash_restore_remove(void) {
    th_crash_restore_state *state = th_crash_state();
    state->armed = 0;
    if (!state->installed) return;
    for (int i = 0; i < TH_CRASH_SIGNAL_COUNT; i++) (void)sigaction(th_crash_signal(i), &state->previous[i], NULL);
    state->installed = 0;
}

/* Whether the crash handler is armed (for tests). */
/* Standard output, line-buffered from now on, after what it holds was written (for the output capture:
 * a pipe would make it fully buffered, and a print would arrive only when the buffer fills). */
static inline void th_stdout_line_buffered(void) {
    fflush(stdout);
    setvbuf(stdout, NULL, _IOLBF, 0);
}

/* Writes what standard output holds. */
static inline void th_stdout_flush(void) { fflush(stdout); }

static inline int th_crash_restore_is_armed(void) { return th_crash_state()->armed != 0; }

#endif
