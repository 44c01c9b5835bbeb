export { blogManifest } from './blog.manifest'
