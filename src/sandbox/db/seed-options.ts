/** How much market to seed beyond the fixed demo data (a leaf module: the context and the seed both read it). */
export interface SeedOptions {
  /** Extra generated ads (the `SEED_ADS` setting) for performance work; 0 by default. */
  seedAds?: number;
}
