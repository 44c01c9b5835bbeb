/** The seeded posts, oldest first: hand-written, so tests can name them. */
import { actors, img, owner, OWNER_ID, people, type Who } from './profile.people'
import type { CommentRow, PostRow } from './profile.table'

const said = (who: Who, comment: string, commentsLikes = 0): CommentRow => ({
  ...people[who],
  comment,
  commentsLikes,
  likedBy: [],
})
const ownerSaid = (comment: string, commentsLikes = 0): CommentRow => ({
  ...owner,
  comment,
  commentsLikes,
  likedBy: [],
})
/** A comment the owner liked (one of its likes is theirs). */
const liked = (row: CommentRow): CommentRow => ({ ...row, likedBy: [OWNER_ID] })

const post = (row: Omit<PostRow, 'avatar' | 'username'>): PostRow => ({
  avatar: owner.avatar,
  username: owner.username,
  ...row,
})

export const seedPosts: PostRow[] = [
  post({
    id: 1,
    postTime: '2026-09-02T08:15:00.000Z',
    postText:
      'Twelve years ago I opened this agency with one desk and a fax machine. Today nine of us ' +
      'look after 3,400 policies. Thank you to every client who trusted us with their home.',
    postImg: img('first-office.svg'),
    share: 14,
    likers: actors('mariana', 'javier', 'elena', 'pablo', 'lucia', 'diego', 'sofia', 'mateo'),
    comments: [
      liked(said('lucia', 'And I still remember the fax machine. Congratulations, boss!', 4)),
      said('mariana', 'Twelve years of answering the phone on a Sunday. Thank you!', 2),
    ],
  }),
  post({
    id: 2,
    postTime: '2026-09-18T17:40:00.000Z',
    postText:
      'Autumn offsite done: two days in the mountains planning next year, and nobody talked ' +
      'about deductibles after 8 pm. Almost nobody.',
    postImg: img('team-offsite.svg'),
    share: 3,
    likers: actors('lucia', 'diego', 'sofia', 'camila'),
    comments: [said('diego', 'Almost nobody. I know who it was.', 5)],
  }),
  post({
    id: 3,
    postTime: '2026-10-03T10:05:00.000Z',
    postText:
      'A reminder for our small-business clients: general liability does not cover cyber ' +
      'incidents. Ask your agent about the cyber add-on before your next renewal.',
    share: 9,
    likers: actors('andres', 'elena', 'pablo'),
    comments: [],
  }),
  post({
    id: 4,
    postTime: '2026-10-15T12:30:00.000Z',
    postText:
      'Our claims desk closed 96% of October motor claims within ten working days. Sofía and ' +
      'Diego, that is your number.',
    postImg: img('claims-desk.svg'),
    share: 6,
    likers: actors('sofia', 'diego', 'mariana', 'javier', 'lucia', 'camila', 'mateo'),
    comments: [said('sofia', 'Next target: 98%.', 3), liked(ownerSaid('Challenge accepted.', 2))],
  }),
  post({
    id: 5,
    postTime: '2026-10-29T09:00:00.000Z',
    postText:
      'Please welcome Camila Rojas, who joins us as a commercial lines specialist. Fleet, ' +
      'property and liability for firms of up to fifty people: Camila is your person.',
    share: 2,
    likers: actors('camila', 'lucia', 'andres', 'javier', 'elena'),
    comments: [said('camila', 'Thank you all for the warm welcome!', 6)],
  }),
  post({
    id: 6,
    postTime: '2026-11-06T15:20:00.000Z',
    postText:
      'Storm season checklist for home clients: photograph every room, keep receipts in the ' +
      'cloud, check your sump pump, and save our claims line in your phone.',
    postImg: img('storm-checklist.svg'),
    share: 21,
    likers: actors('elena', 'pablo', 'mateo', 'andres', 'mariana', 'sofia'),
    comments: [
      said('elena', 'Shared this with my whole street.', 1),
      said('pablo', 'Can you send it as a PDF for the newsletter?'),
      ownerSaid('Pablo, it is in your inbox.', 1),
    ],
  }),
  post({
    id: 7,
    postTime: '2026-11-13T18:45:00.000Z',
    postText:
      'The team ran the city 10K for the children’s hospital and raised 4,200 euros. Javier ' +
      'finished first, and will tell you so.',
    postImg: img('charity-run.svg'),
    share: 5,
    likers: actors('javier', 'diego', 'camila'),
    comments: [said('javier', 'I am telling everyone.', 7)],
  }),
  post({
    id: 8,
    postTime: '2026-11-19T16:30:00.000Z',
    postText:
      'Renewal season is here: 142 home and motor policies renew before 31 December. Every ' +
      'client gets a call from their own agent this month, not a letter.',
    postImg: img('renewals.svg'),
    share: 11,
    likers: actors('lucia', 'diego', 'sofia', 'mariana', 'javier', 'camila'),
    comments: [
      said('lucia', 'My list is ready: 38 calls, starting with the oldest policies.', 2),
      said('mariana', 'Could we offer the multi-policy discount on the calls?', 1),
    ],
  }),
]
