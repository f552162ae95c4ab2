import { Injectable } from '@nestjs/common';

/** Moves what a module keeps under a town's English slug (`from`) to its new one (`to`). */
type TownSlugFollower = (from: string, to: string) => Promise<void>;

/**
 * The modules keeping a town by its English slug (bookings: visits and booking rules; page-photos: the town page's
 * photos) sign up here at start; a changed English slug moves their rows in the same transaction as the town's row,
 * so a town's visit count and photos stay with it. Each module writes only its own tables.
 */
@Injectable()
export class TownSlugFollowers {
  private readonly followers: TownSlugFollower[] = [];

  follow(follower: TownSlugFollower): void {
    this.followers.push(follower);
  }

  async moved(from: string, to: string): Promise<void> {
    for (const follower of this.followers) await follower(from, to);
  }
}
