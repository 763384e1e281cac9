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
#include <sys/syscall.h>

/* Macros and globals that Swift cannot import directly, wrapped as static inline functions. */

static inline WINDOW *th_stdscr(void) { return stdscr; }
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

/* The C library's display width of one scalar (wcwidth is hidden behind feature macros for Swift). */
static inline int th_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }

/* True on the process's main thread (Linux: the thread whose id is the process id). */
static inline int th_is_main_thread(void) { return (pid_t)syscall(SYS_gettid) == getpid(); }

static inline int th_ccharw_max(void) { return CCHARW_MAX; }

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

#endif
