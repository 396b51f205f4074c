/* A stand-in for Windows' bcryptprimitives.dll, for running the Windows programs under
 * Debian 12's wine 8.0, which lacks that DLL (every Windows since 10 has it). Rust's standard
 * library and getrandom take their random bytes from its ProcessPrng; this one takes them from
 * RtlGenRandom (advapi32's SystemFunction036), which wine has. Used by release/wine-perft.sh
 * only: the Windows zip does not carry it. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG part = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, part))
            return FALSE;
        data += part;
        length -= part;
    }
    return TRUE;
}
