import { IconPhoto } from '@tabler/icons-react'
import classes from './Blog.module.css'

/** A post's featured image, or a neutral frame of the same size when it has none. */
export function PostImage({ src, alt = '' }: { src: string; alt?: string }) {
  if (!src)
    return (
      <div className={`${classes.cover} ${classes.noCover}`}>
        <IconPhoto size={40} aria-hidden />
      </div>
    )
  return <img src={src} alt={alt} className={classes.cover} />
}
