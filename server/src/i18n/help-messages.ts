/** Server messages of help documents and block uploads, kept apart from the rest. */

export const helpZh = {
  'help.not_found': '帮助文档不存在',
  'help.not_operator': '你没有编辑该应用帮助文档的权限',
  'uploads.forbidden': '你没有上传这类文件的权限',
  'uploads.file_not_found': '文件不存在',
  'validation.md5_mismatch': 'md5 校验不一致',
  'validation.block_size': '分块大小应为 {expected} 字节，收到 {actual} 字节',
  'validation.missing_blocks': '缺少分块 {blocks}',
  'validation.invalid_base64': '不是有效的 base64',
  'validation.not_image': '文件内容不是 {type} 图片',
};

export const helpEn: Record<keyof typeof helpZh, string> = {
  'help.not_found': 'The help document does not exist',
  'help.not_operator': 'You may not edit the help documents of this app',
  'uploads.forbidden': 'You may not upload this kind of file',
  'uploads.file_not_found': 'The file does not exist',
  'validation.md5_mismatch': 'does not match its md5',
  'validation.block_size': 'a block must hold {expected} bytes, got {actual}',
  'validation.missing_blocks': 'blocks {blocks} are missing',
  'validation.invalid_base64': 'is not valid base64',
  'validation.not_image': 'the file is not a {type} image',
};
