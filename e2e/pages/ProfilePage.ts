import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The user profile (/pages/profile): the header, the posts (each an article named by its author,
 * with a like button, likers, comments and a comment form), "load more", and the poll.
 */
export class ProfilePage {
  readonly posts: Locator
  readonly poll: Locator
  readonly loadMore: Locator

  constructor(readonly page: Page) {
    this.posts = page.getByTestId('profile-post')
    this.poll = page.getByRole('region', { name: 'Poll' })
    this.loadMore = page.getByRole('button', { name: 'Load more posts' })
  }

  static readonly path = '/pages/profile'

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'John Doe' })).toBeVisible()
    await expect(this.posts.first()).toBeVisible()
  }

  /** The post whose text has this phrase. */
  post(phrase: string): Locator {
    return this.posts.filter({ hasText: phrase })
  }

  likeButton(post: Locator): Locator {
    return post.getByRole('button', { name: /^Like/ })
  }

  likers(post: Locator): Locator {
    return post.getByRole('list', { name: /^Liked by/ })
  }

  async comment(post: Locator, text: string): Promise<void> {
    await post.getByRole('textbox', { name: 'Add a comment' }).fill(text)
    await post.getByRole('button', { name: 'Post comment' }).click()
  }

  /** The poll's result line for an option ("Travel … 18%"). */
  result(option: string): Locator {
    return this.poll.getByTestId('poll-option').filter({ hasText: option })
  }
}
