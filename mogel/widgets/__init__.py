import ipywidgets
