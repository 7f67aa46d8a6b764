// Version 1 of the six documents in English, as published on 23 November 2026.

export const LEGAL_TEXTS_EN = {
  privacy: {
    title: 'Privacy policy',
    summary: 'What personal data Wishwall keeps, why it keeps it, for how long, and your rights.',
    content: `
Wishwall is a public wall where each registered person can publish one short wish for 1 USD and take part in a prize raffle. This policy explains which personal data we keep, why, and what you can ask of us. It applies to the website and to the e-mails we send.

1. Data you give us
- Account: your name, e-mail address, password, country and its calling code. Your password is never stored: we keep only an argon2id hash of it, from which it cannot be read back.
- Profile: the avatar picture you upload (optional). Without one, a pattern generated from your account is shown.
- Your wish: its text, when it was created and when it was published. A published wish is public, with your name and avatar, and cannot be changed afterwards.
- Reactions: which wishes you liked, hearted or disliked. Reactions are public on the wish's page, with your name.
- Gifts: the e-mail address of the person you give a wish to, so that the gift reaches their account.
- Contact messages: the name, e-mail address, subject and message you send through the contact form.
- Preferences: whether you accept marketing e-mails, the newsletter and notifications, your time zone and your preferred language.

2. Data created while you use Wishwall
- Payments: the provider (card through Stripe, or PayPal), its reference for the payment, the amount, the currency and the status, including refunds. Card numbers and PayPal credentials are handled by the provider and never reach us.
- Wallet: every movement of your balance (referral rewards, gifts bought, withdrawals) is kept as a permanent ledger entry, as accounting requires.
- Referrals: which account invited yours, and the rewards that invitation earned.
- Security: whether your e-mail address is verified and when, whether two-factor sign-in is on, one-time codes and verification links (kept only as hashes, and only until they expire or are used), and signed-out sessions until they would have expired.
- Requests: your IP address is used for a few minutes to count requests and refuse abuse (rate limits on sign-in, registration, captcha, contact and money operations). It is not kept with your account.

3. Why we use it
- To run your account and sign you in securely (contract).
- To publish your wish, show reactions, process payments, pay rewards and withdrawals, and refund duplicate payments (contract).
- To keep accounting records of every payment and wallet movement (legal obligation).
- To prevent fraud and abuse, e.g. captchas, rate limits and verified addresses for withdrawals and gifts (legitimate interest).
- To send marketing e-mails or the newsletter, only if you switched them on in your preferences (consent, which you can withdraw at any time in the same place).
We do not sell your data and we do not show third-party advertising based on it.

4. Who receives it
- Stripe or PayPal, when you pay with them, to process and, when needed, refund the payment.
- Our e-mail delivery service, to deliver verification links, two-factor codes, gift notices and replies.
- The Wishwall operators, who review withdrawals, answer contact messages and draw the raffle.
Anyone visiting the site sees what is public: published wishes, their authors' names and avatars, and reactions.

5. How long we keep it
- Account data: while your account exists. An unverified account whose verification link expired (24 hours) may lose its e-mail address to a new registration with that address.
- Payments and wallet movements: as long as accounting law requires, also after the account is closed.
- Contact messages: up to two years after the conversation ends.
- Verification links: 24 hours; two-factor codes: 10 minutes.

6. Your rights
You may ask for a copy of your data, its correction or its deletion, object to its use, or ask us to restrict it, by writing through the contact page with the e-mail address of your account. A published wish and its reactions can be removed on request; payment and ledger records are kept for as long as the law requires. You may also complain to your data protection authority.

7. Cookies and local storage
The cookies policy lists each cookie and each local storage key the site uses.

8. Changes
When this policy changes, a new version is published on this page with its date; the previous versions are kept.
`,
  },
  cookies_privacy: {
    title: 'Cookies policy',
    summary: 'Each cookie and local storage key Wishwall sets, what it is for and how to choose.',
    content: `
This policy lists everything Wishwall stores in your browser. We use one cookie and a few entries in your browser's local storage. None of them is set by a third party, and none is used to follow you across other websites.

1. Cookie
- i18next: the interface language you chose (en or es), so that the site opens in it next time. Kept for one year. Essential.

2. Local storage
Local storage stays in your browser and is not sent to our server with every request. The site reads and writes these keys:
- token: your session after you sign in, so that you stay signed in. Removed when you log out; a session lasts at most 7 days. Essential.
- i18nextLng: the interface language you chose, kept beside the i18next cookie. Essential.
- language: reserved for the same choice; the current site keeps it in i18nextLng and leaves this key empty.
- cookieConsent: the choice you made in the cookie bar (essential, performance, functionality, advertising), so that the bar does not come back. Essential.
- referral_code: the referral code of the link that brought you to Wishwall, so that the person who invited you gets their reward when you register. Essential for the referral program.
- devAuthEmail: only on test installations where the quick test sign-in is enabled; never on the public site.

3. Your choices
The cookie bar offers three choices: accept all, continue with essential only, or customize. In the settings dialog, essential storage is always on, because the site cannot sign you in or remember your language without it. You can switch on or off:
- Performance: anonymous measurements of how fast pages load. Wishwall does not currently collect any; the choice is kept for when it does.
- Functionality: remembering conveniences beyond the essentials. No extra storage is used today.
- Advertising: showing the advertising space on the home page and the wish pages. It shows only Wishwall's own announcements (for example the raffle, or an invitation to advertise), served from our site, with no third-party script and no tracking.
You can change your choice at any time with the "Cookie settings" link at the bottom of every page. You can also delete the cookie and the local storage from your browser's settings; you will then be signed out and asked again.

4. Payment providers
When you pay, you leave Wishwall for Stripe's or PayPal's page, which set their own cookies under their own policies.
`,
  },
  terms: {
    title: 'Terms and conditions',
    summary:
      'The rules for using Wishwall: accounts, wishes, payments, refunds, wallet and raffle.',
    content: `
These terms govern the use of Wishwall. By creating an account you accept them.

1. Accounts
- You need an account to publish a wish, react, receive gifts or use the wallet. Browsing, searching and reading wishes is open to everyone.
- One account per e-mail address. Registration and sign-in ask for a captcha; two-factor sign-in by e-mail code is optional.
- Verify your e-mail address with the link we send: it is needed to withdraw money and to receive gifts, and an unverified address can be claimed by another registration once its 24-hour link has expired.
- Keep your password to yourself. You are responsible for what is done with your account.

2. Your wish
- Each user may have one published wish. The text is up to 500 characters.
- A wish is published after a payment of 1 USD (by card or PayPal) or by using a wish gifted to you. Once published it is public and cannot be edited or unpublished by you.
- Do not publish content that is illegal, hateful, harassing, sexual, that infringes someone else's rights, or that contains personal data of other people. The operators may remove such a wish without refund.

3. Price, payment and refunds
- Publishing costs 1 USD, charged once. The payment buys the publication of your wish on the wall and its participation in the raffle.
- If the same wish is paid twice (for example in two tabs), or you pay for a wish while another of yours is already published, the extra payment is refunded automatically in full to the same card or PayPal account.
- Apart from duplicates, a published wish is not refunded: the service it pays for has been delivered.

4. Reactions
Signed-in users may like, heart or dislike other people's wishes: one reaction per wish, which can be changed or removed. You cannot react to your own wish. Reactions are public.

5. Wallet, referrals, gifts and withdrawals
- Your wallet shows your balance, your rewards and your withdrawal requests. Amounts are in USD.
- Referrals: when someone registers through your referral link, you earn 0.10 US cents when they verify their e-mail address and another 0.10 US cents when their wish is published, once each.
- Gifts: with a balance of at least 1 USD you can give a wish to someone by e-mail. The 1 USD is taken from your balance; the gift is irreversible; it cannot go to yourself or to someone who already holds a gift or a published wish.
- Withdrawals: you may request at least 10 USD and at most your balance, with a verified e-mail address, and one request at a time. The amount is held while an operator reviews the request; an approved request is paid and a rejected one returns the amount to your balance.

6. Raffle
Every published wish takes part in the raffle described in the "Prize and raffle base" page, which forms part of these terms.

7. Operation of the service
We work to keep Wishwall available but do not guarantee uninterrupted service. We may suspend accounts that abuse the service, cheat the raffle (for example with fake accounts to collect likes or referral rewards) or break these terms.

8. Changes
New versions of these terms are published on this page with their date. Material changes are announced by e-mail to registered users.

9. Contact
Questions about these terms: the contact page.
`,
  },
  about_us: {
    title: 'About us',
    summary: 'Wishwall is a public wall of wishes, each published for 1 USD, with a prize raffle.',
    content: `
Wishwall is a public wall of wishes. Anyone can read them; each registered person can publish one wish of up to 500 characters for 1 USD, and every published wish takes part in a raffle with a prize of up to 10,000 USD.

We built Wishwall around a simple idea: a wish written down and shared with a million strangers feels closer. The counter at the top of the page shows how many wishes are published, against our goal of 1,000,000.

What we care about
- Fairness: the raffle is decided by the likes of real people, and the rules are public.
- Honest money: every cent in a wallet is recorded in a ledger that cannot be edited; duplicate payments are refunded automatically.
- Privacy: we keep only what the service needs and show no third-party advertising or tracking.
- Two languages: the whole site is available in English and Spanish.

Wishwall is run by a small team of operators who review withdrawals, answer messages and draw the raffle. To reach us, use the contact page: we read every message.
`,
  },
  how_it_works: {
    title: 'How it works',
    summary: 'Register, write your wish, publish it for 1 USD, collect likes and enter the raffle.',
    content: `
1. Create your account
Register with your name, e-mail address, password and country, then open the verification link we send you (it is valid for 24 hours). If someone invited you, register through their link so that they get their reward.

2. Write your wish
Write it in the box on the left of the home page: up to 500 characters. Until you publish it you can rewrite it as often as you like.

3. Publish it for 1 USD
Pay 1 USD by card or PayPal. As soon as the payment is confirmed your wish appears on the wall for everyone. If someone gifted you a wish, you publish without paying. You can have one published wish, and it cannot be changed afterwards. If you pay twice by mistake, the second payment is refunded automatically.

4. React to wishes
Signed in, you can like, heart or dislike any wish except your own: one reaction per wish, and pressing the same one again removes it. The top 10 on the right shows the wishes with the most likes, updated live.

5. Win the raffle
When an operator draws the raffle, the published wish with the most likes wins a prize of up to 10,000 USD. Share your wish's link to collect likes. The rules are on the "Prize and raffle base" page.

6. Invite people and use your wallet
Your referral link is in your settings. You earn 0.10 US cents when a person you invited verifies their e-mail and another 0.10 US cents when their wish is published. With 1 USD in your wallet you can gift a wish to someone by e-mail; from 10 USD you can request a withdrawal, which an operator reviews and pays.

7. Keep your account safe
In your settings you can switch on two-factor sign-in: a 6-digit code sent by e-mail at each sign-in, valid for 10 minutes.
`,
  },
  prize_and_raffle_base: {
    title: 'Prize and raffle base',
    summary:
      'The raffle rules: the published wish with the most likes when it is drawn wins up to 10,000 USD.',
    content: `
1. Organiser
The raffle is organised by the operators of Wishwall.

2. Who takes part
Every wish published on Wishwall takes part, once, from the moment it is published. Publishing costs 1 USD, or is free with a gifted wish. Each person can have one published wish, so each person has one entry.

3. How the winner is chosen
The winner is the published wish with the most likes at the moment an operator draws the raffle. Hearts and dislikes do not count. If two or more wishes have the same number of likes, the one published earlier wins. Wishes with no likes cannot win.

4. Prize
The prize is up to 10,000 USD, paid to the author of the winning wish. The amount is announced on this page before the draw.

5. The draw
The draw is recorded, with its date and the winning wish, and shown on this page. The top 10 on the home page shows, live, which wishes are leading.

6. Payment of the prize
We contact the winner at the verified e-mail address of their account. The winner must have verified that address and must answer within 30 days; the prize is paid by bank transfer or PayPal in the winner's name. If the winner does not answer in time or is excluded under point 7, the prize goes to the next wish in order of likes.

7. Fair play
Likes must come from real, separate people. Accounts created to inflate likes, and wishes that benefit from them, are excluded, as are wishes removed under the terms and conditions. Operators do not take part.

8. Taxes
The prize is advertised as tax-free: any tax due on it in the country of the organiser is paid by the organiser. Taxes due in the winner's own country are the winner's responsibility.

9. Acceptance
Publishing a wish means accepting these rules and the terms and conditions.
`,
  },
} as const;
