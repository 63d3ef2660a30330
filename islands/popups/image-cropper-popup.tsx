// Body of the image-cropper popup: the cropper, closing the popup when the result is ready or the user cancels.
import type { PopupBodyProps } from './popup-props'
import { ImageCropper } from './image-cropper'

export default function ImageCropperPopup({ close, onDone, onCancel, ...rest }: PopupBodyProps<'image-cropper'>) {
  return (
    <ImageCropper
      {...rest}
      onDone={(result) => {
        onDone?.(result)
        close()
      }}
      onCancel={() => {
        onCancel?.()
        close()
      }}
    />
  )
}
