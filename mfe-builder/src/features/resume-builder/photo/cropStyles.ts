import { createGlobalStyle } from 'styled-components';

/** The crop tool's own look (react-image-crop ships plain class names and leaves the styling to us). */
export const CropStyles = createGlobalStyle`
  .ReactCrop {
    position: relative;
    display: inline-block;
    max-inline-size: 100%;
    cursor: crosshair;
    touch-action: none;
  }
  .ReactCrop__child-wrapper {
    overflow: hidden;
    max-block-size: inherit;
  }
  .ReactCrop__child-wrapper > img {
    display: block;
    max-inline-size: 100%;
    max-block-size: inherit;
  }
  .ReactCrop__crop-mask {
    position: absolute;
    inset: 0;
    pointer-events: none;
    inline-size: 100%;
    block-size: 100%;
  }
  .ReactCrop__crop-selection {
    position: absolute;
    top: 0;
    left: 0;
    cursor: move;
    box-shadow: 0 0 0 9999em rgba(0, 0, 0, 0.5);
    outline: 2px dashed #ffffff;
  }
  .ReactCrop__crop-selection:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  .ReactCrop__drag-handle {
    position: absolute;
    inline-size: 14px;
    block-size: 14px;
    background: #ffffff;
    border: 1px solid #1b2430;
    border-radius: 2px;
  }
  .ReactCrop__drag-handle.ord-nw { top: -7px; left: -7px; cursor: nw-resize; }
  .ReactCrop__drag-handle.ord-n { top: -7px; left: calc(50% - 7px); cursor: n-resize; }
  .ReactCrop__drag-handle.ord-ne { top: -7px; right: -7px; cursor: ne-resize; }
  .ReactCrop__drag-handle.ord-e { top: calc(50% - 7px); right: -7px; cursor: e-resize; }
  .ReactCrop__drag-handle.ord-se { bottom: -7px; right: -7px; cursor: se-resize; }
  .ReactCrop__drag-handle.ord-s { bottom: -7px; left: calc(50% - 7px); cursor: s-resize; }
  .ReactCrop__drag-handle.ord-sw { bottom: -7px; left: -7px; cursor: sw-resize; }
  .ReactCrop__drag-handle.ord-w { top: calc(50% - 7px); left: -7px; cursor: w-resize; }
  .ReactCrop__drag-bar {
    position: absolute;
  }
  .ReactCrop__drag-bar.ord-n, .ReactCrop__drag-bar.ord-s { left: 0; inline-size: 100%; block-size: 6px; }
  .ReactCrop__drag-bar.ord-n { top: -3px; }
  .ReactCrop__drag-bar.ord-s { bottom: -3px; }
  .ReactCrop__drag-bar.ord-e, .ReactCrop__drag-bar.ord-w { top: 0; inline-size: 6px; block-size: 100%; }
  .ReactCrop__drag-bar.ord-e { right: -3px; }
  .ReactCrop__drag-bar.ord-w { left: -3px; }
`;
