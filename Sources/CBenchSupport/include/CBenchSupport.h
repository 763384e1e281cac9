#ifndef TERMHOST_CBENCHSUPPORT_H
#define TERMHOST_CBENCHSUPPORT_H

#include <stddef.h>

/* What TermHostBench needs from the C library that Swift's Glibc module does not show
   (it is compiled without _XOPEN_SOURCE / _GNU_SOURCE). */

/* Opens a pseudo-terminal of `columns` x `rows`: the master (non-blocking) and the slave. Returns 0 or an errno value. */
int bench_open_pty(int columns, int rows, int *master, int *slave);

/* Bytes of heap in use (mallinfo2().uordblks). */
size_t bench_heap_bytes_in_use(void);

#endif
