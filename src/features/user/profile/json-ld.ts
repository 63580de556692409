import type { AdvertiserStatistics } from '@/contract/entities';
import { serializeForScript } from '@/components/serialize';

/**
 * schema.org structured data for the profile (a `ProfilePage` whose main entity is the
 * advertiser as a `Person`), so search engines know whose page it is and what it counts. Pure.
 *
 * Counters: `interactionStatistic` holds what others did with the person (orders traded with
 * them), `agentInteractionStatistic` what the person did (their buy and sell orders), which is
 * how schema.org tells the two apart. No email, phone or real name: the profile is public and
 * only shows the nickname.
 */

interface ProfileJsonLdInput {
  stats: AdvertiserStatistics;
  /** The canonical URL of this language version. */
  url: string;
  /** BCP 47 tag of the page's language. */
  inLanguage: string;
  description: string;
}

function counter(interactionType: string, count: number) {
  return {
    '@type': 'InteractionCounter',
    interactionType: `https://schema.org/${interactionType}`,
    userInteractionCount: count,
  };
}

export function profileJsonLd({ stats, url, inLanguage, description }: ProfileJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    inLanguage,
    description,
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#advertiser`,
      name: stats.nickname,
      identifier: String(stats.userId),
      url,
      interactionStatistic: [counter('TradeAction', stats.totalOrders)],
      agentInteractionStatistic: [
        counter('BuyAction', stats.buyCount),
        counter('SellAction', stats.sellCount),
      ],
    },
  };
}

/**
 * The JSON-LD as the text of a `<script type="application/ld+json">`: whatever the nickname
 * holds (`</script>`, `<!--`), it cannot end the element or open anything in the page.
 */
export function profileJsonLdScript(input: ProfileJsonLdInput): string {
  return serializeForScript(profileJsonLd(input));
}
