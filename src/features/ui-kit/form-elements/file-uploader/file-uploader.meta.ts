import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 258,
  order: 30,
  group: 'form-elements',
  name: 'file-uploader',
  title: 'File Uploader',
  icon: 'IconUpload',
  keywords: ['dropzone', 'upload', 'attachments'],
}
