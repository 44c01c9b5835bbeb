import { beforeEach, describe, expect, it } from 'vitest'
import { call, exportDatabase, freshDatabase, importEdited, signIn } from '@mocks/test/api'
import { signInColleague } from '@mocks/test/colleague'
import {
  profileDataSchema,
  type Post,
  type PollsAnswer,
  type ProfileData,
  type SuggestedPage,
} from '@/features/profile/profile.schema'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const admin = async () => (await signIn()).accessToken
const profile = async (token: string, query: Record<string, string> = {}) => {
  const result = await call<ProfileData>('GET', '/profile/data', { token, query })
  expect(result.status).toBe(200)
  // The answer is the contract's shape exactly (the schema is strict).
  return profileDataSchema.parse(result.body)
}
const post = <T = ErrorBody>(token: string | null, path: string, body: unknown) =>
  call<T>('POST', `/profile/${path}`, { token, body })

/** A second colleague with the profile's ability, signed in: per-user answers differ. */
const colleague = () => signInColleague('Profile', { changes: { fullName: 'Rosa Marín' } })

describe('GET /profile/data', () => {
  it('answers the seeded agency profile with the newest posts first', async () => {
    const data = await profile(await admin())
    expect(data.header).toEqual({
      avatar: '/images/avatars/1.svg',
      username: 'John Doe',
      designation: 'Agency Principal',
      coverImg: '/images/profile/cover.svg',
    })
    expect(data.userAbout).toMatchObject({ joined: '2014-03-03', email: 'admin@demo.com' })
    expect(data.total).toBe(8)
    expect(data.post.map((row) => row.id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1])
    expect(data.suggestedPages.map((page) => page.favorite)).toEqual([true, false, true, false])
    expect(data.twitterFeeds).toHaveLength(3)
    expect(data.latestPhotos).toHaveLength(9)
    expect(data.suggestions[0]).toEqual({
      avatar: '/images/avatars/10.svg',
      name: 'Mateo Herrera',
      mutualFriend: 6,
    })
  })

  it('counts likes and comments from who acted, the latest likers first', async () => {
    const [newest] = (await profile(await admin(), { perPage: '1' })).post
    expect(newest).toMatchObject({ id: 8, likes: 6, youLiked: false, comments: 2, share: 11 })
    expect(newest!.likedUsers.map((user) => user.username)).toEqual([
      'Camila Rojas',
      'Javier Vega',
      'Mariana Ortega',
      'Sofía Castillo',
      'Diego Ramírez',
    ])
    expect(newest!.likedCount).toBe(1)
    expect(newest!.detailedComments[0]).toEqual({
      avatar: '/images/avatars/7.svg',
      username: 'Lucía Fernández',
      comment: 'My list is ready: 38 calls, starting with the oldest policies.',
      commentsLikes: 2,
      youLiked: false,
    })
  })

  it('pages the posts with page and perPage; the rest of the profile comes with each page', async () => {
    const token = await admin()
    const pages = await Promise.all(
      ['1', '2', '3', '4'].map((page) => profile(token, { page, perPage: '3' })),
    )
    expect(pages.map((data) => data.post.map((row) => row.id))).toEqual([
      [8, 7, 6],
      [5, 4, 3],
      [2, 1],
      [],
    ])
    expect(pages.every((data) => data.total === 8 && data.polls.length === 4)).toBe(true)
  })

  it('answers 400 naming page or perPage when either is not a positive integer', async () => {
    const token = await admin()
    for (const [key, value] of [
      ['page', '0'],
      ['page', '-1'],
      ['page', 'two'],
      ['perPage', '1.5'],
      ['perPage', '51'],
      ['perPage', ''],
    ] as const) {
      const result = await call<ErrorBody>('GET', '/profile/data', {
        token,
        query: { [key]: value },
      })
      expect(result.status, `${key}=${value}`).toBe(400)
      expect(result.body.error.fields, `${key}=${value}`).toHaveProperty(key)
    }
  })
})

describe('POST /profile/post/like', () => {
  it('toggles the caller’s like: youLiked, likes, likedUsers and likedCount move, and stay', async () => {
    const token = await admin()
    const liked = await post<Post>(token, 'post/like', { postId: 8 })
    expect(liked.status).toBe(200)
    expect(liked.body).toMatchObject({ id: 8, youLiked: true, likes: 7, likedCount: 2 })
    expect(liked.body.likedUsers[0]).toEqual({
      avatar: '/images/avatars/1.svg',
      username: 'John Doe',
    })
    const [stored] = (await profile(token, { perPage: '1' })).post
    expect(stored).toEqual(liked.body)

    const unliked = await post<Post>(token, 'post/like', { postId: '8' })
    expect(unliked.body).toMatchObject({ youLiked: false, likes: 6, likedCount: 1 })
    expect(unliked.body.likedUsers.map((user) => user.username)).not.toContain('John Doe')
  })

  it('keeps likes per user', async () => {
    const [token, other] = [await admin(), await colleague()]
    await post(token, 'post/like', { postId: 3 })
    const theirs = await post<Post>(other, 'post/like', { postId: 3 })
    expect(theirs.body).toMatchObject({ youLiked: true, likes: 5 })
    expect(theirs.body.likedUsers[0]!.username).toBe('Rosa Marín')
    // Rosa's avatar is empty (a new account): the initials stand in.
    expect(theirs.body.likedUsers[0]!.avatar).toBe('')
    const mine = (await profile(token)).post.find((row) => row.id === 3)
    expect(mine).toMatchObject({ youLiked: true, likes: 5 })
    await post(other, 'post/like', { postId: 3 })
    expect((await profile(token)).post.find((row) => row.id === 3)).toMatchObject({
      youLiked: true,
      likes: 4,
    })
  })

  it('answers 404 for an unknown post and 400 for a postId of the wrong type', async () => {
    const token = await admin()
    const unknown = await post(token, 'post/like', { postId: 999 })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.code).toBe('not_found')
    for (const postId of ['abc', -1, 1.5, null, true]) {
      const result = await post(token, 'post/like', { postId })
      expect(result.status, String(postId)).toBe(400)
      expect(result.body.error.fields).toHaveProperty('postId')
    }
    expect((await post(token, 'post/like', {})).body.error.fields).toHaveProperty('postId')
  })
})

describe('POST /profile/post/comment', () => {
  it('appends a trimmed comment by the caller, after a reload too', async () => {
    const token = await admin()
    const result = await post<Post>(token, 'post/comment', {
      postId: 3,
      comment: '  Cyber add-on quotes are ready for every client.  ',
    })
    expect(result.status).toBe(201)
    expect(result.body.comments).toBe(1)
    expect(result.body.detailedComments).toEqual([
      {
        avatar: '/images/avatars/1.svg',
        username: 'John Doe',
        comment: 'Cyber add-on quotes are ready for every client.',
        commentsLikes: 0,
        youLiked: false,
      },
    ])
    const stored = (await profile(token)).post.find((row) => row.id === 3)
    expect(stored?.detailedComments.at(-1)?.comment).toBe(
      'Cyber add-on quotes are ready for every client.',
    )
  })

  it('refuses an empty, blank, too long or non-text comment (400 naming comment), unknown post 404', async () => {
    const token = await admin()
    for (const comment of ['', '   ', 'x'.repeat(501), 42, null]) {
      const result = await post(token, 'post/comment', { postId: 3, comment })
      expect(result.status, JSON.stringify(comment)).toBe(400)
      expect(result.body.error.fields).toHaveProperty('comment')
    }
    expect((await post(token, 'post/comment', { postId: 'x', comment: 'Hi' })).status).toBe(400)
    const unknown = await post(token, 'post/comment', { postId: 404, comment: 'Hello' })
    expect(unknown.status).toBe(404)
    expect((await profile(token)).post.find((row) => row.id === 3)?.comments).toBe(0)
  })
})

describe('POST /profile/poll/vote', () => {
  it('records one vote per user; the shares move and the voter joins the option', async () => {
    const token = await admin()
    const before = await profile(token)
    expect(before.pollVote).toBeNull()
    expect(before.polls.map((option) => option.result)).toEqual([40, 30, 20, 10])

    const voted = await post<PollsAnswer>(token, 'poll/vote', { poll: 'Travel' })
    expect(voted.status).toBe(201)
    expect(voted.body.pollVote).toBe('Travel')
    // 4, 3, 2 and 2 votes of 11: whole shares that still add up to 100.
    expect(voted.body.polls.map((option) => option.result)).toEqual([37, 27, 18, 18])
    expect(voted.body.polls[3]!.votedUser).toContainEqual({
      img: '/images/avatars/1.svg',
      username: 'John Doe',
    })
    const after = await profile(token)
    expect({ polls: after.polls, pollVote: after.pollVote }).toEqual({
      polls: voted.body.polls,
      pollVote: 'Travel',
    })

    const again = await post(token, 'poll/vote', { poll: 'Motor' })
    expect(again.status).toBe(400)
    expect(again.body.error.message).toBe('You have already voted in this poll')
    expect(again.body.error.fields).toHaveProperty('poll')
    expect((await profile(token)).polls).toEqual(voted.body.polls)

    // Another user has not voted yet, and may.
    const other = await colleague()
    expect((await profile(other)).pollVote).toBeNull()
    expect((await post(other, 'poll/vote', { poll: 'Motor' })).status).toBe(201)
  })

  it('answers 404 for an unknown option and 400 for a poll of the wrong type', async () => {
    const token = await admin()
    expect((await post(token, 'poll/vote', { poll: 'Pet insurance' })).status).toBe(404)
    for (const poll of [3, '', null, ['Motor']]) {
      const result = await post(token, 'poll/vote', { poll })
      expect(result.status, JSON.stringify(poll)).toBe(400)
      expect(result.body.error.fields).toHaveProperty('poll')
    }
    expect((await profile(token)).pollVote).toBeNull()
  })
})

describe('POST /profile/suggested-page/favorite', () => {
  it('toggles the page among the caller’s favourites only', async () => {
    const token = await admin()
    const result = await post<SuggestedPage>(token, 'suggested-page/favorite', { id: 2 })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ id: 2, username: 'Broker Academy', favorite: true })
    expect((await profile(token)).suggestedPages[1]!.favorite).toBe(true)
    const other = await colleague()
    expect((await profile(other)).suggestedPages.every((page) => !page.favorite)).toBe(true)
    await post(token, 'suggested-page/favorite', { id: 2 })
    expect((await profile(token)).suggestedPages[1]!.favorite).toBe(false)
  })

  it('answers 404 for an unknown page and 400 for an id of the wrong type', async () => {
    const token = await admin()
    expect((await post(token, 'suggested-page/favorite', { id: 99 })).status).toBe(404)
    const wrong = await post(token, 'suggested-page/favorite', { id: 'first' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.fields).toHaveProperty('id')
  })
})

describe('access', () => {
  const writes = [
    ['post/like', { postId: 8 }],
    ['post/comment', { postId: 8, comment: 'Hello' }],
    ['poll/vote', { poll: 'Motor' }],
    ['suggested-page/favorite', { id: 1 }],
  ] as const

  it('answers 403 to the client and 401 without a token, on every endpoint, changing nothing', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    expect((await call('GET', '/profile/data', { token: accessToken })).status).toBe(403)
    expect((await call('GET', '/profile/data')).status).toBe(401)
    for (const [path, body] of writes) {
      const refused = await post(accessToken, path, body)
      expect(refused.status, path).toBe(403)
      expect(refused.body.error.code).toBe('forbidden')
      expect((await post(null, path, body)).status, path).toBe(401)
    }
    const data = await profile(await admin())
    expect(data.pollVote).toBeNull()
    expect(data.post[0]).toMatchObject({ likes: 6, comments: 2 })
  })
})

describe('imported profile rows', () => {
  it('keep every picture inside the app: an external image address is refused', async () => {
    const token = await admin()
    const doc = await exportDatabase(token)
    const refused = await importEdited(token, doc, 'profilePosts', {
      postImg: 'https://tracker.example/pixel.png',
    })
    expect(refused.status).toBe(400)
    expect((await profile(token)).post.at(-1)?.postImg).toBe('/images/profile/first-office.svg')
  })
})
