/**
 * Constants the spec leaves open, seeded into the `config` table (one place, read at run time,
 * so a demo can change them without a rebuild). Typed reads live in `src/sandbox/config.ts`; the
 * P2P ones are served to the UI by `basics-config` and never hard-coded there.
 */
export const CONFIG_SEEDS = {
  'validation.resendSeconds': {
    value: '60',
    description: 'Seconds before another code may be sent to the same phone/email.',
  },
  'validation.dailyLimit': {
    value: '10',
    description: 'Codes per phone/email per UTC day.',
  },
  'validation.codeTtlSeconds': {
    value: '300',
    description: 'Seconds a verification code stays valid.',
  },
  'validation.verifyTokenTtlSeconds': {
    value: '120',
    description: 'Seconds a behaviour-verification token stays valid (single use).',
  },
  'verify.maxCodeAttempts': {
    value: '5',
    description:
      'Wrong tries a second-factor code takes before it is void (authenticator: per kind of action).',
  },
  'verify.maxVoidedCodesPerHour': {
    value: '3',
    description: 'Voided codes within an hour after which the channel is locked.',
  },
  'verify.lockMinutes': {
    value: '30',
    description: 'Minutes a channel stays locked (no code sent or accepted) after too many voids.',
  },
  'session.ttlSeconds': {
    value: String(7 * 24 * 3600),
    description: 'Seconds a login session (and its cookie) lasts.',
  },
  'p2p.paymentTimeLimitMinutes': {
    value: '15',
    description: 'Default minutes an unpaid order lives before it is cancelled automatically.',
  },
  'p2p.paymentTimeLimitOptions': {
    value: '15,30,45,60',
    description: 'Payment time limits (minutes, comma separated) an advertiser may choose from.',
  },
  'p2p.appealMinWaitMinutes': {
    value: '10',
    description: 'Minutes after payment before either party may appeal.',
  },
  'p2p.deadlineReminderMinutes': {
    value: '5',
    description:
      'Minutes before an unpaid order’s payment deadline when the buyer gets a reminder message.',
  },
  'p2p.deadlineExtensionMinutes': {
    value: '15',
    description: 'Minutes a seller may add, once per order, to an unpaid order’s payment deadline.',
  },
  'p2p.onlineWindowMinutes': {
    value: '5',
    description:
      'Minutes after a user’s last action (or the close of their last open page) during which they still show online.',
  },
  'p2p.chatWindowDays': {
    value: '30',
    description:
      'Days after an order ends (completed or cancelled) during which its chat still takes messages.',
  },
  'p2p.feedbackEditDays': {
    value: '7',
    description:
      'Days after an order completes during which each party may leave or change its feedback.',
  },
  'p2p.chatRateLimitCount': {
    value: '10',
    description: 'Chat messages a user may send in p2p.chatRateLimitSeconds, across all orders.',
  },
  'p2p.chatRateLimitSeconds': {
    value: '30',
    description: 'The sliding window, in seconds, of the per-user chat rate limit.',
  },
  'push.devicesMax': {
    value: '10',
    description:
      'Browsers one user may have subscribed to pushes; a new one past it retires the oldest.',
  },
  'market.savedSearchesMax': {
    value: '10',
    description: 'Market searches one user may keep saved for alerts (issue 17, item 3).',
  },
  'p2p.blockListMax': {
    value: '200',
    description: 'Users one user may have on their block list at once.',
  },
  'p2p.dailyCancelCap': {
    value: '3',
    description: 'Cancellations per day after which a user cannot place orders until the reset.',
  },
  'p2p.cancelResetUtc': {
    value: '00:00',
    description: 'UTC time of day (HH:mm) at which the daily cancellation count resets.',
  },
  'p2p.maxPendingOrdersPerUser': {
    value: '3',
    description: 'Orders a user may have in progress (pending payment, paid, appealing) at once.',
  },
  'p2p.maxPendingOrdersPerAdvertiser': {
    value: '10',
    description: 'Orders in progress an advertiser may have at once across their ads.',
  },
  'p2p.priceDeviationWarnPercent': {
    value: '10',
    description: 'An ad price this many percent from the market price needs a risk confirmation.',
  },
  'p2p.floatingRatioMin': {
    value: '50',
    description: 'Lowest floating price ratio of an ad, in percent of the market price.',
  },
  'p2p.floatingRatioMax': {
    value: '150',
    description: 'Highest floating price ratio of an ad, in percent of the market price.',
  },
  'p2p.floatingRatioScale': {
    value: '2',
    description: 'Decimals a floating price ratio may have (101.25 at 2).',
  },
  'p2p.adFeePercent': {
    value: '0.1',
    description:
      'Fee the advertiser pays on each completed order, in percent (shown on the ad form).',
  },
  'p2p.orderFeePercent': {
    value: '0',
    description: 'Fee the order placer pays, in percent (the spec: 0).',
  },
  'p2p.maxPaymentMethodsPerUser': {
    value: '10',
    description: 'Saved payment methods a user may have.',
  },
  'p2p.maxPaymentMethodsPerAd': {
    value: '3',
    description: 'Payment methods one ad may accept.',
  },
  'p2p.releaseExpectMinutes': {
    value: '3',
    description: 'Minutes a buyer may expect the seller to take to confirm receipt.',
  },
  'p2p.botDelaySeconds': {
    value: '5',
    description: 'Seconds a seeded advertiser bot waits before it pays or releases.',
  },
  'p2p.coinMaxQuantity': {
    value: JSON.stringify({ USDT: '1000000', USDC: '1000000', BTC: '20', ETH: '400' }),
    description: 'JSON object coin -> decimal cap of an ad’s total quantity.',
  },
  'merchant.reviewSeconds': {
    value: '60',
    description: 'Seconds after applying before the sandbox decides a merchant application.',
  },
  'merchant.depositCoin': {
    value: 'USDT',
    description: 'Coin of the advertiser security deposit.',
  },
  'merchant.depositAmount': {
    value: '500',
    description: 'Security deposit (decimal) an advertiser locks from the P2P balance.',
  },
  'merchant.balanceThreshold': {
    value: '1000',
    description:
      'P2P balance (decimal, deposit coin) an applicant needs, deposit included (the checklist).',
  },
  'card.quoteTtlSeconds': {
    value: '60',
    description: 'Seconds a card provider quote is honoured.',
  },
  'card.checkoutTtlMinutes': {
    value: '30',
    description: 'Minutes a card order waits at the provider checkout before it expires (failed).',
  },
  'card.processingSeconds': {
    value: '20',
    description: 'Seconds a paid card order stays processing before the coins are delivered.',
  },
  'card.supplierTimeoutMs': {
    value: '3000',
    description: 'Milliseconds the quote call waits for a provider set to time out.',
  },
  'card.withdrawLockDays': {
    value: '7',
    description: 'Days during which coins bought by card cannot be withdrawn.',
  },
} as const satisfies Record<string, { value: string; description: string }>;

export type ConfigKey = keyof typeof CONFIG_SEEDS;
