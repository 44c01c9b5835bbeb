import { z } from 'zod'
import {
  detailedCommentSchema,
  headerSchema,
  latestPhotoSchema,
  personSchema,
  postSchema,
  suggestedPageSchema,
  suggestionSchema,
  twitterFeedSchema,
  userAboutSchema,
} from '@/features/profile/profile.schema'

const userId = z.number().int().positive()
const actor = personSchema.extend({ userId: userId.nullable() }).strict()

/** Imported rows must match the stored shapes exactly (the contract's pieces, strict). */
export const profileRowSchemas = {
  profileInfo: z
    .object({
      id: z.literal(1),
      header: headerSchema,
      userAbout: userAboutSchema,
      twitterFeeds: z.array(twitterFeedSchema),
      latestPhotos: z.array(latestPhotoSchema),
      suggestions: z.array(suggestionSchema),
      pollQuestion: z.string().max(300),
    })
    .strict(),
  profilePages: suggestedPageSchema
    .omit({ favorite: true })
    .extend({ favoredBy: z.array(userId) })
    .strict(),
  profilePosts: postSchema
    .pick({
      id: true,
      avatar: true,
      username: true,
      postTime: true,
      postText: true,
      postImg: true,
      postVid: true,
      share: true,
    })
    .extend({
      likers: z.array(actor),
      comments: z.array(
        detailedCommentSchema
          .omit({ youLiked: true })
          .extend({ userId: userId.nullable(), likedBy: z.array(userId) })
          .strict(),
      ),
    })
    .strict(),
  profilePoll: z
    .object({
      id: z.number().int().positive(),
      name: z.string().min(1).max(120),
      voters: z.array(actor),
    })
    .strict(),
}
