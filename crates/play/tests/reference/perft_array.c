/*
 * perft_array.c - a plain array-board perft for Epaminondas (Robert Abbott's game),
 * written from RULES.md: 14 x 12 board, phalanx moves, captures, the anti-copycat
 * rule and the end-of-game checks that leave a finished position without moves.
 *
 * It exists only to measure the Rust perft (`epaminondas-engine perft DEPTH`) against
 * an ordinary C implementation: one byte per square on a board padded with a one-square
 * edge (16 x 14 bytes), loops over the squares and the 8 directions, copy-make, and the
 * usual bulk counting at the last ply (the generator counts the moves without storing or
 * playing them), which is what the Rust perft does too. No bitboards, no other tricks.
 *
 * Build: cc -O2 -o /tmp/perft_array tests/reference/perft_array.c
 * Usage: /tmp/perft_array DEPTH [POSITION]
 *   prints, for d = 1..DEPTH, the number of legal move sequences of length d and the
 *   seconds taken; POSITION is the RULES.md position text (default: the start position).
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define FILES 14
#define RANKS 12
#define WIDTH 16 /* FILES + an edge column on each side */
#define HEIGHT 14 /* RANKS + an edge row below and above */
#define SIZE (WIDTH * HEIGHT)
#define MAX_MOVES 2048 /* per direction at most two runs of 14: 2 * 14 * 17 / 2 moves */

enum { EMPTY = 0, WHITE = 1, BLACK = 2, EDGE = 3 };

typedef struct {
    unsigned char sq[SIZE];
    int count[3]; /* stones per colour, indexed by WHITE and BLACK */
    int side;     /* WHITE or BLACK to move */
} Pos;

typedef struct {
    short tail;        /* the rearmost moving stone */
    signed char dir;   /* step along the board array */
    unsigned char n;   /* stones that move */
    unsigned char k;   /* distance */
    unsigned char m;   /* enemy stones captured (0 for a quiet move) */
} Move;

static const int DIRS[8] = { WIDTH, WIDTH + 1, 1, 1 - WIDTH, -WIDTH, -WIDTH - 1, -1, WIDTH - 1 };
static const unsigned char SWAP[4] = { EMPTY, BLACK, WHITE, EDGE };

/* x = 0..13 (files a..n), y = 0..11 (ranks 1..12). */
static int square(int x, int y) { return (y + 1) * WIDTH + x + 1; }
/* The 180-degree turn of a square: (x, y) -> (13 - x, 11 - y). */
static int turned(int s) { return SIZE - 1 - s; }
static int row_of(int s) { return s / WIDTH; }
/* The array row of `side`'s far row (the opponent's home row). */
static int far_row(int side) { return side == WHITE ? RANKS : 1; }

static int stones_on_row(const Pos *p, int colour, int row) {
    int c = 0;
    for (int x = 1; x <= FILES; x++)
        c += p->sq[row * WIDTH + x] == colour;
    return c;
}

/* Checks 1 and 2 of the end of the game; check 3 is "no legal move". */
static int game_over(const Pos *p) {
    int me = p->side, them = 3 - me;
    if (stones_on_row(p, me, far_row(me)) > stones_on_row(p, them, far_row(them)))
        return 1;
    return p->count[me] == 0;
}

static void make(Pos *p, const Move *mv) {
    int me = p->side, d = mv->dir, t = mv->tail, n = mv->n, k = mv->k;
    for (int i = 0; i < k; i++)
        p->sq[t + i * d] = EMPTY;
    for (int i = 0; i < k; i++)
        p->sq[t + (n + i) * d] = (unsigned char)me;
    for (int i = 1; i < mv->m; i++) /* the first captured stone was overwritten above */
        p->sq[t + (n + k - 1 + i) * d] = EMPTY;
    p->count[3 - me] -= mv->m;
    p->side = 3 - me;
}

/* Whether the stones equal themselves turned by 180 degrees with the colours swapped. */
static int copycat_board(const Pos *p) {
    if (p->count[WHITE] != p->count[BLACK])
        return 0;
    for (int s = 0; s < SIZE / 2; s++)
        if (p->sq[s] != SWAP[p->sq[turned(s)]])
            return 0;
    return 1;
}

/* A generated move is illegal only by the anti-copycat rule. */
static int legal(const Pos *p, const Move *mv, int front) {
    if (row_of(front + mv->k * mv->dir) != far_row(p->side))
        return 1;
    Pos q = *p;
    make(&q, mv);
    return !copycat_board(&q);
}

/* The legal moves of a position whose game goes on; stored in `list` unless it is NULL.
 * Returns their number. Moves are found from their front stone F in direction d:
 * the run behind F has L stones, e empty squares lie ahead, then perhaps m enemy stones. */
static int generate(const Pos *p, Move *list) {
    int me = p->side, them = 3 - me, count = 0;
    for (int y = 0; y < RANKS; y++)
        for (int x = 0; x < FILES; x++) {
            int f = square(x, y);
            if (p->sq[f] != me)
                continue;
            for (int di = 0; di < 8; di++) {
                int d = DIRS[di];
                if (p->sq[f + d] == me)
                    continue; /* not the front of its run in this direction */
                int run = 1;
                while (p->sq[f - run * d] == me)
                    run++;
                int gap = 0;
                while (p->sq[f + (gap + 1) * d] == EMPTY)
                    gap++;
                int enemies = 0;
                while (p->sq[f + (gap + 1 + enemies) * d] == them)
                    enemies++;
                for (int n = 1; n <= run; n++) {
                    Move mv;
                    mv.tail = (short)(f - (n - 1) * d);
                    mv.dir = (signed char)d;
                    mv.n = (unsigned char)n;
                    mv.m = 0;
                    for (int k = 1; k <= n && k <= gap; k++) {
                        mv.k = (unsigned char)k;
                        if (legal(p, &mv, f)) {
                            if (list)
                                list[count] = mv;
                            count++;
                        }
                    }
                    if (enemies > 0 && n >= 2 && gap + 1 <= n && enemies < n) {
                        mv.k = (unsigned char)(gap + 1);
                        mv.m = (unsigned char)enemies;
                        if (legal(p, &mv, f)) {
                            if (list)
                                list[count] = mv;
                            count++;
                        }
                    }
                }
            }
        }
    return count;
}

static unsigned long long perft(const Pos *p, int depth) {
    if (depth == 0)
        return 1;
    if (game_over(p))
        return 0;
    if (depth == 1)
        return (unsigned long long)generate(p, NULL); /* bulk counting */
    Move list[MAX_MOVES];
    int n = generate(p, list);
    unsigned long long total = 0;
    for (int i = 0; i < n; i++) {
        Pos q = *p;
        make(&q, &list[i]);
        total += perft(&q, depth - 1);
    }
    return total;
}

/* Parses "rank12/.../rank1 side"; returns 0 on success. */
static int parse(const char *text, Pos *p) {
    memset(p, 0, sizeof *p);
    for (int s = 0; s < SIZE; s++) {
        int r = row_of(s), c = s % WIDTH;
        p->sq[s] = (r == 0 || r == HEIGHT - 1 || c == 0 || c == WIDTH - 1) ? EDGE : EMPTY;
    }
    const char *t = text;
    for (int y = RANKS - 1; y >= 0; y--) {
        int x = 0;
        while (*t && *t != '/' && *t != ' ') {
            if (*t == 'W' || *t == 'B') {
                if (x >= FILES)
                    return 1;
                int c = *t == 'W' ? WHITE : BLACK;
                p->sq[square(x++, y)] = (unsigned char)c;
                p->count[c]++;
                t++;
            } else if (*t >= '1' && *t <= '9') {
                int run = (int)strtol(t, (char **)&t, 10);
                x += run;
            } else {
                return 1;
            }
        }
        if (x != FILES)
            return 1;
        if (y > 0 && *t++ != '/')
            return 1;
    }
    if (*t++ != ' ')
        return 1;
    if (*t == 'w')
        p->side = WHITE;
    else if (*t == 'b')
        p->side = BLACK;
    else
        return 1;
    return t[1] != '\0';
}

int main(int argc, char **argv) {
    const char *start = "BBBBBBBBBBBBBB/BBBBBBBBBBBBBB/14/14/14/14/14/14/14/14/"
                        "WWWWWWWWWWWWWW/WWWWWWWWWWWWWW w";
    if (argc < 2 || argc > 3 || atoi(argv[1]) < 1) {
        fprintf(stderr, "usage: %s DEPTH [POSITION]\n", argv[0]);
        return 2;
    }
    int depth = atoi(argv[1]);
    Pos p;
    if (parse(argc == 3 ? argv[2] : start, &p)) {
        fprintf(stderr, "bad position text\n");
        return 2;
    }
    for (int d = 1; d <= depth; d++) {
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        unsigned long long nodes = perft(&p, d);
        clock_gettime(CLOCK_MONOTONIC, &b);
        double secs = (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) * 1e-9;
        printf("perft %d = %llu  time %.3f s\n", d, nodes, secs);
    }
    return 0;
}
