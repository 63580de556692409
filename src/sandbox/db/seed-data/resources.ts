/** Origins for invite and download links; the UI appends the invite code to the default one. */
export const INVITE_DOMAIN_SEEDS: readonly { domain: string; isDefault: boolean }[] = [
  { domain: 'https://www.example.com', isDefault: true },
  { domain: 'https://invite.example.com', isDefault: false },
];

/** Links the UI looks up by key instead of hard-coding URLs. */
export const RESOURCE_LINK_SEEDS: readonly { key: string; url: string }[] = [
  { key: 'download-app', url: 'https://www.example.com/download' },
  { key: 'help-center', url: 'https://support.example.com/hc/en-us' },
  { key: 'announcements', url: 'https://support.example.com/hc/en-us/categories/announcements' },
  { key: 'user-agreement', url: 'https://www.example.com/legal/user-agreement' },
  { key: 'privacy-policy', url: 'https://www.example.com/legal/privacy-policy' },
  { key: 'p2p-faq', url: 'https://support.example.com/hc/en-us/sections/p2p-faq' },
  { key: 'advertiser-agreement', url: 'https://www.example.com/legal/p2p-advertiser-agreement' },
  { key: 'card-disclaimer', url: 'https://www.example.com/legal/third-party-disclaimer' },
];

/** Tutorial videos; `url: null` is a topic without a video yet (answers code 101114). */
export const COLLEGE_VIDEO_SEEDS: readonly { key: string; title: string; url: string | null }[] = [
  {
    key: 'p2p-buy',
    title: 'How to buy crypto on P2P',
    url: 'https://www.youtube.com/watch?v=p2pbuy00001',
  },
  {
    key: 'p2p-sell',
    title: 'How to sell crypto on P2P',
    url: 'https://www.youtube.com/watch?v=p2psell0001',
  },
  {
    key: 'post-ad',
    title: 'How to post a P2P ad',
    url: 'https://www.youtube.com/watch?v=p2ppostad01',
  },
  { key: 'merchant-apply', title: 'How to become a certified advertiser', url: null },
];
