/*
 * The raw-ncurses baseline for TermHostBench: the list-1000 scenario done with direct ncurses calls.
 *
 * It opens its own pseudo-terminal (120x40, TERM=xterm-256color), starts ncurses on the slave side with
 * newterm, draws the 40 visible rows of a 1,000-row list, then changes row 5's text 200 times
 * (mvaddstr + clrtoeol + refresh), draining the master side without blocking after every change.
 * CPU is getrusage (user + system) around the change loop only; bytes are what the master read during
 * the loop; peak RSS is VmHWM (see peak_rss_kb). It prints one line of JSON with the same keys as TermHostBench.
 */
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <ncursesw/curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <termios.h>
#include <unistd.h>

enum { COLUMNS = 120, ROWS = 40, LIST_ROWS = 1000, CHANGED_ROW = 5, UPDATES = 200 };

static long drain(int master) {
    char buffer[65536];
    long total = 0;
    for (;;) {
        ssize_t got = read(master, buffer, sizeof buffer);
        if (got > 0) {
            total += got;
        } else if (got < 0 && errno == EINTR) {
            continue;
        } else {
            return total;
        }
    }
}

static double cpu_microseconds(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return (double)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e6
        + (double)(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

/* Peak resident set of this process image, in KB: VmHWM from /proc/self/status. (ru_maxrss is not used:
   after posix_spawn's vfork-and-exec it keeps the parent's peak, so a child would report its parent's size.) */
static long peak_rss_kb(void) {
    FILE *status = fopen("/proc/self/status", "r");
    if (status == NULL) return 0;
    char line[256];
    long value = 0;
    while (fgets(line, sizeof line, status) != NULL) {
        if (strncmp(line, "VmHWM:", 6) == 0) {
            value = strtol(line + 6, NULL, 10);
            break;
        }
    }
    fclose(status);
    return value;
}

static int open_pty(int *master_out, int *slave_out) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) return -1;
    if (grantpt(master) != 0 || unlockpt(master) != 0) return -1;
    const char *name = ptsname(master);
    if (name == NULL) return -1;
    int slave = open(name, O_RDWR | O_NOCTTY);
    if (slave < 0) return -1;
    struct winsize size = { .ws_row = ROWS, .ws_col = COLUMNS };
    if (ioctl(slave, TIOCSWINSZ, &size) != 0) return -1;
    int flags = fcntl(master, F_GETFL);
    if (flags < 0 || fcntl(master, F_SETFL, flags | O_NONBLOCK) != 0) return -1;
    *master_out = master;
    *slave_out = slave;
    return 0;
}

int main(int argc, char **argv) {
    (void)argc;
    (void)argv;
    if (setlocale(LC_ALL, "") == NULL || MB_CUR_MAX == 1) setlocale(LC_ALL, "C.UTF-8");
    unsetenv("LINES");
    unsetenv("COLUMNS");

    int master, slave;
    if (open_pty(&master, &slave) != 0) {
        fprintf(stderr, "NcursesBaseline: cannot open a pseudo-terminal: %s\n", strerror(errno));
        return 1;
    }
    FILE *out = fdopen(dup(slave), "w");
    FILE *in = fdopen(dup(slave), "r");
    if (out == NULL || in == NULL) {
        fprintf(stderr, "NcursesBaseline: cannot open the slave as streams\n");
        return 1;
    }
    SCREEN *screen = newterm("xterm-256color", out, in);
    if (screen == NULL) {
        fprintf(stderr, "NcursesBaseline: newterm refused xterm-256color\n");
        return 1;
    }
    set_term(screen);
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    curs_set(0);
    leaveok(stdscr, TRUE);

    char text[64];
    for (int row = 0; row < ROWS && row < LIST_ROWS; row++) {
        snprintf(text, sizeof text, "Row %d", row);
        mvaddstr(row, 0, text);
    }
    refresh();
    drain(master);

    long bytes = 0;
    double start = cpu_microseconds();
    for (int update = 1; update <= UPDATES; update++) {
        snprintf(text, sizeof text, "Row %d changed %d", CHANGED_ROW, update);
        mvaddstr(CHANGED_ROW, 0, text);
        clrtoeol();
        refresh();
        bytes += drain(master);
    }
    double cpu = cpu_microseconds() - start;

    endwin();
    delscreen(screen);
    printf("{\"scenario\": \"list-1000\", \"n\": %d, \"cpu_us_per_update\": %.2f, \"bytes_per_update\": %.2f, "
           "\"frames_per_update\": 1, \"body_evals_per_update\": 0, \"widgets_laid_out_per_update\": 0, "
           "\"cells_drawn_per_update\": %d, \"peak_rss_kb\": %ld}\n",
           LIST_ROWS, cpu / UPDATES, (double)bytes / UPDATES, COLUMNS, peak_rss_kb());
    fclose(out);
    fclose(in);
    close(slave);
    close(master);
    return 0;
}
