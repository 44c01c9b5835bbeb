/** Hand-written mailbox of John Doe (admin@demo.com), dated against a fixed day. */
import type { EmailRow } from './email.table'
import { MAILBOX_OWNER, at, file, p, people, sign, ul, type Spec } from './email.seed-people'

export { MAILBOX_OWNER, SEED_NOW } from './email.seed-people'

const specs: Spec[] = [
  {
    folder: 'inbox',
    who: 'mariana',
    hoursAgo: 2,
    subject: 'Auto policy renewal for the Ortega family',
    isStarred: true,
    labels: ['important', 'personal'],
    attachments: [file('Auto policy renewal - Ortega.pdf', '1.2 MB')],
    html:
      p(
        'Hi John,',
        'Our car policy renews on <strong>1 December</strong>. Could you check whether the new premium includes roadside assistance?',
      ) +
      ul('Policy AU-20931', 'Two drivers', 'Comprehensive cover') +
      sign('Mariana Ortega'),
    replies: [
      {
        hoursAgo: 1,
        mine: true,
        html: p(
          'Hi Mariana, yes, roadside assistance is included. I will send the final quote today.',
        ),
      },
    ],
  },
  {
    folder: 'inbox',
    who: 'lucia',
    hoursAgo: 5,
    subject: 'Commission statement for October',
    labels: ['company'],
    attachments: [file('Commission statement October.pdf', '310 kB')],
    html:
      p(
        'Hi John,',
        'The October commission statement is attached. Totals are up 8% on September.',
      ) + sign('Lucía Fernández'),
  },
  {
    folder: 'inbox',
    who: 'javier',
    hoursAgo: 9,
    subject: 'Question about my life cover proposal',
    isRead: false,
    labels: ['personal'],
    html: p(
      'Hello,',
      'I read the proposal you sent. What happens to the cover if I move abroad for two years?',
      'Thanks,<br>Javier',
    ),
  },
  {
    folder: 'inbox',
    who: 'diego',
    hoursAgo: 20,
    subject: 'Home claims Q3 figures',
    isRead: true,
    attachments: [file('Home claims Q3.xlsx', '420 kB')],
    html:
      p('John,', 'Attached are the Q3 home claims. Water damage is still the largest category.') +
      ul('Water damage: 41%', 'Theft: 22%', 'Fire: 9%') +
      sign('Diego Ramírez'),
    replies: [
      {
        hoursAgo: 18,
        mine: true,
        html: p('Thanks Diego. Can we split water damage by building age?'),
      },
      { hoursAgo: 16, html: p('Sure, I will add it to the sheet by Friday.') },
    ],
  },
  {
    folder: 'inbox',
    who: 'elena',
    hoursAgo: 30,
    subject: 'Travel insurance for a ski trip',
    isRead: false,
    html: p(
      'Hi,',
      'We are going skiing in Andorra in January. Does your travel policy cover off-piste skiing?',
      'Elena',
    ),
  },
  {
    folder: 'inbox',
    who: 'sofia',
    hoursAgo: 46,
    subject: 'Underwriting checklist updated',
    isRead: true,
    isStarred: true,
    labels: ['company', 'important'],
    attachments: [file('Underwriting checklist.docx', '44 kB')],
    html:
      p(
        'Team,',
        'The underwriting checklist now asks for the <em>year of the last electrical inspection</em>. Please use the new version from Monday.',
        'See the <a href="https://corredor.app/docs/underwriting">intranet page</a> for details.',
      ) + sign('Sofía Castillo'),
  },
  {
    folder: 'inbox',
    who: 'pablo',
    hoursAgo: 70,
    subject: 'Fleet policy: three new vans',
    isRead: true,
    labels: ['company'],
    html:
      p(
        'Hello John,',
        'We are adding three vans to our fleet next week. Can you extend the fleet policy?',
      ) +
      ul('Ford Transit, 2025', 'Renault Master, 2024', 'Iveco Daily, 2026') +
      sign('Pablo Navarro'),
  },
  {
    folder: 'inbox',
    who: 'mateo',
    hoursAgo: 95,
    subject: 'Inspection photos for claim 4471',
    isRead: true,
    attachments: [
      file('Fleet inspection photos.zip', '24 MB'),
      file('Damage report.pdf', '860 kB'),
    ],
    html:
      p('Hi John,', 'Here are the inspection photos and the damage report for claim 4471.') +
      sign('Mateo Herrera'),
  },
  {
    folder: 'inbox',
    who: 'camila',
    hoursAgo: 120,
    subject: 'Prospect list for Valencia',
    isRead: false,
    labels: ['private'],
    attachments: [file('Prospect list - Valencia.csv', '58 kB')],
    html:
      p('John,', 'As promised, the prospect list for Valencia. Please keep it internal.') +
      sign('Camila Rojas'),
  },
  {
    folder: 'inbox',
    who: 'andres',
    hoursAgo: 160,
    subject: 'New travel insurance brochure',
    isRead: true,
    html:
      p('Hi all,', 'The new travel brochure is ready. Printed copies arrive on Thursday.') +
      sign('Andrés Molina'),
  },
  {
    folder: 'inbox',
    who: 'lucia',
    hoursAgo: 210,
    subject: 'Team lunch on Friday',
    isRead: true,
    labels: ['personal'],
    html: p('Hi John,', 'We are booking the team lunch for Friday at 14:00. Are you in?', 'Lucía'),
    replies: [{ hoursAgo: 205, mine: true, html: p('Count me in!') }],
  },
  {
    folder: 'inbox',
    who: 'javier',
    hoursAgo: 300,
    subject: 'Signed life cover documents',
    isRead: true,
    isStarred: true,
    attachments: [file('Signed proposal - Vega.pdf', '1.8 MB')],
    html: p('Hello John,', 'Please find the signed documents attached.', 'Javier Vega'),
  },
  {
    folder: 'sent',
    who: 'lucia',
    hoursAgo: 4,
    subject: 'Re: Commission statement for October',
    html: p('Thanks Lucía, looks good. Approved.'),
  },
  {
    folder: 'sent',
    who: 'elena',
    hoursAgo: 28,
    subject: 'Re: Travel insurance for a ski trip',
    labels: ['personal'],
    html: p(
      'Hi Elena,',
      'Off-piste skiing is covered only with the <strong>Adventure</strong> add-on. I can add it for 12 € per person.',
    ),
  },
  {
    folder: 'sent',
    who: 'pablo',
    hoursAgo: 68,
    subject: 'Fleet policy quote',
    attachments: [file('Fleet quote - Navarro.pdf', '240 kB')],
    html: p('Hello Pablo,', 'Attached is the quote for the three new vans.'),
  },
  {
    folder: 'sent',
    who: 'sofia',
    hoursAgo: 150,
    subject: 'Checklist feedback',
    labels: ['company'],
    html: p('Sofía, the new checklist is much clearer. Thank you!'),
  },
  {
    folder: 'sent',
    who: 'mateo',
    hoursAgo: 260,
    subject: 'Claim 4471 next steps',
    html: p('Mateo,', 'Please book the inspection for next Tuesday.'),
  },
  {
    folder: 'draft',
    who: 'javier',
    hoursAgo: 7,
    subject: 'Cover abroad: answer draft',
    html: p('Hi Javier,', 'Your cover stays active while you live abroad as long as…'),
  },
  {
    folder: 'draft',
    who: 'diego',
    hoursAgo: 50,
    subject: 'Water damage analysis',
    labels: ['company'],
    html: p('Diego, some ideas for the analysis:') + ul('Building age', 'Floor', 'Pipe material'),
  },
  {
    folder: 'draft',
    who: 'camila',
    hoursAgo: 180,
    subject: 'Valencia visit plan',
    html: p('Camila, let us plan the Valencia visits for December.'),
  },
  {
    folder: 'spam',
    who: 'promo',
    hoursAgo: 12,
    subject: 'You have won a free cruise!!!',
    isRead: false,
    html: p('Click <a href="https://lucky-prizes.biz/claim">here</a> to claim your prize now!'),
  },
  {
    folder: 'spam',
    who: 'promo',
    hoursAgo: 80,
    subject: 'Cheap insurance leads, 10,000 contacts',
    isRead: false,
    html: p('Buy our list of 10,000 insurance leads today.'),
  },
  {
    folder: 'spam',
    who: 'promo',
    hoursAgo: 240,
    subject: 'Your account will be suspended',
    isRead: true,
    html: p('Confirm your password at our secure page.'),
  },
  {
    folder: 'trash',
    who: 'andres',
    hoursAgo: 100,
    subject: 'Old brochure draft',
    isRead: true,
    labels: ['important'],
    html: p('This version is outdated, please ignore it.'),
  },
  {
    folder: 'trash',
    who: 'elena',
    hoursAgo: 230,
    subject: 'Newsletter subscription',
    isRead: true,
    html: p('You are now subscribed to our newsletter.'),
  },
  {
    folder: 'trash',
    who: 'diego',
    hoursAgo: 400,
    subject: 'Parking spaces in the office',
    isRead: true,
    isStarred: true,
    html: p('The parking spaces are assigned for next month.'),
  },
]

export function seedEmails(): EmailRow[] {
  return specs.map((spec, index) => {
    const other = people[spec.who]
    const mine = spec.folder === 'sent' || spec.folder === 'draft'
    const from = mine ? MAILBOX_OWNER : other
    const to = mine
      ? [{ name: other.name, email: other.email }]
      : [{ name: MAILBOX_OWNER.name, email: MAILBOX_OWNER.email }]
    const id = index + 1
    return {
      id,
      from,
      to,
      subject: spec.subject,
      cc: spec.cc ?? [],
      bcc: [],
      message: spec.html,
      attachments: spec.attachments ?? [],
      isStarred: spec.isStarred ?? false,
      labels: spec.labels ?? [],
      time: at(spec.hoursAgo),
      folder: spec.folder,
      isRead: spec.isRead ?? mine,
      replies: (spec.replies ?? []).map((reply, n) => ({
        id: 1000 + id * 10 + n,
        from: reply.mine ? MAILBOX_OWNER : from,
        to: reply.mine ? [{ name: from.name, email: from.email }] : to,
        subject: `Re: ${spec.subject}`,
        cc: [],
        bcc: [],
        message: reply.html,
        attachments: [],
        isStarred: false,
        labels: [],
        time: at(reply.hoursAgo),
        folder: spec.folder,
        isRead: true,
        replies: [],
      })),
    }
  })
}
