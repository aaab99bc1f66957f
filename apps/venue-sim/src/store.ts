import fs from 'node:fs';
import path from 'node:path';
import type { Direction, FeedBet, TransferResult } from '@app/venue-protocol';

/**
 * The simulator's own storage: an append-only journal (one JSON line per change) replayed at start, so the venue keeps
 * its players, balances, transfers and bet feed across restarts like a real venue's database would. Every change goes
 * through `apply`, live and on replay alike, so the state after a restart is the state before it.
 */

export interface Player {
  playerId: string;
  currency: string;
  balance: bigint;
}

type Entry =
  | { op: 'player'; playerId: string; currency: string }
  | { op: 'transfer'; result: TransferResult }
  | { op: 'bet'; bet: FeedBet };

export class Store {
  readonly players = new Map<string, Player>();
  readonly transfers = new Map<string, TransferResult>();
  /** The bet feed in order; `seq` is the position + 1. */
  readonly feed: FeedBet[] = [];
  /** The newest version of each bet. */
  readonly bets = new Map<string, FeedBet>();
  private readonly file: string | undefined;

  constructor(dataDir: string | undefined) {
    if (!dataDir) return;
    fs.mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, 'journal.jsonl');
    if (fs.existsSync(this.file)) {
      for (const line of fs.readFileSync(this.file, 'utf8').split('\n')) if (line) this.apply(JSON.parse(line) as Entry);
    }
  }

  private record(entry: Entry) {
    this.apply(entry);
    if (this.file) fs.appendFileSync(this.file, `${JSON.stringify(entry)}\n`);
  }

  private apply(entry: Entry) {
    switch (entry.op) {
      case 'player':
        this.players.set(entry.playerId, { playerId: entry.playerId, currency: entry.currency, balance: 0n });
        return;
      case 'transfer': {
        const r = entry.result;
        this.transfers.set(r.orderNo, r);
        if (r.status === 'succeeded') this.player(r.playerId).balance += signed(r.direction, BigInt(r.amount));
        return;
      }
      case 'bet': {
        const bet = entry.bet;
        const before = this.bets.get(bet.betId);
        // A repeated feed entry (the same version again) changes nothing; a new version moves the difference.
        if (!before || before.version < bet.version) {
          this.player(bet.playerId).balance += netOf(bet) - (before ? netOf(before) : 0n);
          this.bets.set(bet.betId, bet);
        }
        this.feed.push(bet);
        return;
      }
    }
  }

  player(playerId: string): Player {
    const p = this.players.get(playerId);
    if (!p) throw new Error(`no player ${playerId}`);
    return p;
  }

  addPlayer(playerId: string, currency: string) {
    this.record({ op: 'player', playerId, currency });
  }

  addTransfer(result: TransferResult) {
    this.record({ op: 'transfer', result });
  }

  /** Appends a bet (or a new version, or a repeat of one) to the feed; returns it with its feed position. */
  addBet(bet: Omit<FeedBet, 'seq'>): FeedBet {
    const entry = { ...bet, seq: String(this.feed.length + 1) };
    this.record({ op: 'bet', bet: entry });
    return entry;
  }
}

function signed(direction: Direction, amount: bigint): bigint {
  return direction === 'in' ? amount : -amount;
}

/** What a bet version means to the balance: the stake went out, the payout came back (a void pays the stake back). */
function netOf(bet: FeedBet): bigint {
  return BigInt(bet.payout) - BigInt(bet.stake);
}
