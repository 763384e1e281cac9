#define _GNU_SOURCE 1

#include "CBenchSupport.h"

#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int bench_open_pty(int columns, int rows, int *master_out, int *slave_out) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) return errno;
    const char *name;
    if (grantpt(master) != 0 || unlockpt(master) != 0 || (name = ptsname(master)) == NULL) {
        int code = errno;
        close(master);
        return code;
    }
    int slave = open(name, O_RDWR | O_NOCTTY);
    if (slave < 0) {
        int code = errno;
        close(master);
        return code;
    }
    struct winsize size = { .ws_row = (unsigned short)rows, .ws_col = (unsigned short)columns };
    int flags = fcntl(master, F_GETFL);
    if (ioctl(slave, TIOCSWINSZ, &size) != 0 || flags < 0 || fcntl(master, F_SETFL, flags | O_NONBLOCK) != 0) {
        int code = errno;
        close(slave);
        close(master);
        return code;
    }
    *master_out = master;
    *slave_out = slave;
    return 0;
}

size_t bench_heap_bytes_in_use(void) {
    return mallinfo2().uordblks;
}
