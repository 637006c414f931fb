// Chromium's Element Timing reads this attribute: a benchmark and a browser's own tools learn
// when a marked picture was painted. React passes it through; its types do not list it.
import "react";

declare module "react" {
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
