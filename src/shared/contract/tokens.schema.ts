import * as z from 'zod/mini'

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() })
export type TokenPair = z.infer<typeof tokenPairSchema>
